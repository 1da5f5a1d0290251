"use client";

// Last resort when the root layout itself fails: a bare page with the same message.
export default function GlobalError() {
  return (
    <html lang="en-NG">
      <body
        style={{
          fontFamily: "system-ui, sans-serif",
          display: "grid",
          placeItems: "center",
          minHeight: "100vh",
          margin: 0,
        }}
      >
        <div style={{ textAlign: "center", padding: "1rem" }} role="alert">
          <h1>Something went wrong</h1>
          <button
            type="button"
            onClick={() => window.location.reload()}
            style={{ padding: "0.6rem 1.2rem", marginTop: "1rem" }}
          >
            Refresh Page
          </button>
        </div>
      </body>
    </html>
  );
}
