// Stands in for `server-only` under Vitest, which is not a React Server environment.
export {};
