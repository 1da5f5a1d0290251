import type { Endpoint, ResponseSpec } from "../endpoint";

// The tus 1.0.0 protocol of lesson uploads (docs/media.md): headers and raw bytes, not JSON.

export const tusResumable: NonNullable<Endpoint["headers"]> = {
  "Tus-Resumable": { description: "1.0.0", required: true },
};

/** tus clients show a refusal's body as it is: a plain sentence. */
export const tusRefusal: ResponseSpec = {
  description: "Refused, with a plain-text sentence",
  mediaType: "text/plain",
};

export const tusOptions: ResponseSpec = {
  description: "The server's tus capabilities",
  headers: {
    "Tus-Version": "1.0.0",
    "Tus-Extension": "The extensions served (creation, termination, …)",
    "Tus-Max-Size": "The largest upload in bytes",
  },
};
