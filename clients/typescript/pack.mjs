// Packs the built client (dist/) as the npm tarball a client author installs, at the project's version.
// The tarball is made from a staged copy in target/, so package.json in the tree is never rewritten.
// Usage: node pack.mjs <version>   (the Maven build passes the project's version)
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";

const version = process.argv[2];
if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version ?? "")) {
  console.error(`pack.mjs: "${version}" is not a semantic version`);
  process.exit(2);
}
const stage = "target/npm";
rmSync(stage, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });
const manifest = JSON.parse(readFileSync("package.json", "utf8"));
// what an installed package needs: no build scripts, no build tools
delete manifest.scripts;
delete manifest.devDependencies;
writeFileSync(`${stage}/package.json`, JSON.stringify({ ...manifest, version }, null, 2) + "\n");
for (const part of ["dist", "README.md", "../../LICENSE"]) cpSync(part, `${stage}/${part.split("/").pop()}`, { recursive: true });
execFileSync("npm", ["pack", "--pack-destination", "..", "--silent"], { cwd: stage, stdio: "inherit" });
