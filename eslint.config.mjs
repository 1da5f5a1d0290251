import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const serverImportBan = {
  patterns: [
    { group: ["@/server/*", "**/server/*"], message: "Server-only code must not reach client or isomorphic modules." },
  ],
};

// The HTTP runtime sits in front of the app; the app reaches it only through server/runtime-bridge.ts.
const runtimeImportBan = { regex: "^(@/|(\\.\\./)+)runtime(/|$)", message: "Only server/runtime-bridge.ts connects the app to runtime/." };

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", "node_modules/**", "server/generated/**", ".data/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  // lib/ is shared with the browser and components/ render there: neither may import server code.
  { files: ["app/**", "server/**"], rules: { "no-restricted-imports": ["error", { patterns: [runtimeImportBan] }] } },
  { files: ["lib/**", "components/**"], rules: { "no-restricted-imports": ["error", { patterns: [...serverImportBan.patterns, runtimeImportBan] }] } },
];
export default config;
