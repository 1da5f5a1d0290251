import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Import boundaries: app → server features → database, with nothing pointing back.
const serverImportBan = {
  group: ["@/server/*", "**/server/*"],
  message: "Server-only code must not reach client or isomorphic modules.",
};
const uiImportBan = {
  regex: "^(@/|(\\.\\./)+)(app|components)(/|$)",
  message: "server/ and lib/ do not import app/ or components/: those import them, not the other way.",
};
const httpImportBan = {
  regex: "^(@/server/http|(\\.{1,2}/)+http)(/|$)",
  message:
    "Only server/http/ uses the HTTP layer: the domain throws AppError (server/errors.ts) and knows nothing of requests.",
};
const restrictImports = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

// The HTTP runtime sits in front of the app; the app reaches it only through server/runtime-bridge.ts.
const runtimeImportBan = {
  regex: "^(@/|(\\.\\./)+)runtime(/|$)",
  message: "Only server/runtime-bridge.ts connects the app to runtime/.",
};

// The runtime reaches the app only through the bridge; the rest of server/ is the app's.
const serverFromRuntimeBan = {
  regex: "^(@/|(\\.\\./)+)server/(?!runtime-bridge$)",
  message: "runtime/ shares only server/runtime-bridge.ts with the app.",
};

// A student's data on the phone goes through the offline kit, whose keys are registered so that
// sign-out forgets them all: nothing else touches localStorage or IndexedDB, nor asks the browser
// itself whether there is a connection.
const storageMessage =
  "Keep data on the phone through lib/client/offline/storage.ts, with its key registered in stored-keys.ts.";
const connectionMessage =
  "Ask lib/client/offline/online.ts (isOnline, subscribeOnline, useOnline): the one source of the connection.";
const storageBan = {
  "no-restricted-globals": [
    "error",
    { name: "localStorage", message: storageMessage },
    { name: "indexedDB", message: storageMessage },
  ],
  "no-restricted-properties": [
    "error",
    ...["window", "self", "globalThis"].flatMap((object) =>
      ["localStorage", "indexedDB"].map((property) => ({ object, property, message: storageMessage })),
    ),
    // Whether the phone has a connection has one source, the kit's (lib/client/offline/online.ts).
    { object: "navigator", property: "onLine", message: connectionMessage },
  ],
  "no-restricted-syntax": [
    "error",
    {
      selector: "CallExpression[callee.property.name='addEventListener'][arguments.0.value=/^(online|offline)$/]",
      message: connectionMessage,
    },
  ],
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "server/generated/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  // lib/ is shared with the browser and components/ render there: neither may import server code.
  { files: ["app/**"], rules: restrictImports(runtimeImportBan) },
  { files: ["components/**"], rules: restrictImports(serverImportBan, runtimeImportBan) },
  { files: ["lib/**"], rules: restrictImports(serverImportBan, uiImportBan, runtimeImportBan) },
  // The domain stays apart from HTTP; server/http/ is the one part of server/ that may use it.
  {
    files: ["server/**"],
    ignores: ["server/http/**"],
    rules: restrictImports(uiImportBan, httpImportBan, runtimeImportBan),
  },
  { files: ["server/http/**"], rules: restrictImports(uiImportBan, runtimeImportBan) },
  { files: ["runtime/**"], rules: restrictImports(uiImportBan, serverFromRuntimeBan) },
  {
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["lib/client/offline/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: storageBan,
  },
];
export default config;
