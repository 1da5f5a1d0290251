import { describe, expect, it } from "vitest";
import { publicHttpsUrlProblem, publicUrlMessages } from "./public-url";

describe("publicHttpsUrlProblem", () => {
  it.each([
    "https://cdn.example.com/lessons/algebra.mp4",
    "https://videos.examprep.ng:8443/a.mp4?token=1",
    "https://8.8.8.8/a.mp4",
    "https://172.32.0.1/a.mp4",
    "https://[2606:4700::1111]/a.mp4",
  ])("accepts %s", (url) => expect(publicHttpsUrlProblem(url)).toBeNull());

  it("refuses what is not a URL, and plain http", () => {
    expect(publicHttpsUrlProblem("not a url")).toBe(publicUrlMessages.invalid);
    expect(publicHttpsUrlProblem("http://cdn.example.com/a.mp4")).toBe(publicUrlMessages.https);
    expect(publicHttpsUrlProblem("javascript:alert(1)")).toBe(publicUrlMessages.https);
    expect(publicHttpsUrlProblem("https://user:pass@cdn.example.com/a.mp4")).toBe(publicUrlMessages.credentials);
  });

  it.each([
    "https://localhost/a.mp4",
    "https://LOCALHOST./a.mp4",
    "https://app.localhost/a.mp4",
    "https://printer.local/a.mp4",
    "https://intranet/a.mp4",
    "https://127.0.0.1/a.mp4",
    "https://2130706433/a.mp4", // 127.0.0.1 as one number
    "https://0x7f.1/a.mp4",
    "https://10.1.2.3/a.mp4",
    "https://100.64.0.1/a.mp4",
    "https://169.254.169.254/latest/meta-data",
    "https://172.16.0.1/a.mp4",
    "https://172.31.255.255/a.mp4",
    "https://192.168.1.1/a.mp4",
    "https://0.0.0.0/a.mp4",
    "https://224.0.0.1/a.mp4",
    "https://255.255.255.255/a.mp4",
    "https://[::1]/a.mp4",
    "https://[::]/a.mp4",
    "https://[::ffff:127.0.0.1]/a.mp4",
    "https://[::ffff:10.0.0.1]/a.mp4",
    "https://[fe80::1]/a.mp4",
    "https://[fc00::1]/a.mp4",
    "https://[fd12:3456::1]/a.mp4",
    "https://[ff02::1]/a.mp4",
    "https://[2001:db8::1]/a.mp4",
    "https://[2002:a00:1::]/a.mp4", // 6to4 around 10.0.0.1
  ])("refuses the private host of %s", (url) => expect(publicHttpsUrlProblem(url)).toBe(publicUrlMessages.privateHost));
});
