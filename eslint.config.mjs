import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const serverImportBan = {
  patterns: [
    { group: ["@/server/*", "**/server/*"], message: "Server-only code must not reach client or isomorphic modules." },
  ],
};

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
  { files: ["lib/**", "components/**"], rules: { "no-restricted-imports": ["error", serverImportBan] } },
];
export default config;
