// The common-password rule, shared by the server (which enforces it) and the password
// fields (which warn early). The list is loaded on first use, never with the module:
// in the browser it becomes a chunk of its own that a page fetches only once someone
// types a password. Data: lib/data/common-passwords.json (scripts/common-passwords.mjs).

let list: Promise<ReadonlySet<string>> | undefined;

export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  if (!list) {
    list = import("../data/common-passwords.json").then((m) => new Set<string>(m.default));
    // A failed download in the browser may succeed on the next try.
    list.catch(() => (list = undefined));
  }
  return list;
}

/** Case-insensitive: "Password1" is as guessable as "password1". */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}
