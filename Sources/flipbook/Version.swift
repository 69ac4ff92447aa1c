// Version.swift: what `flipbook --version` prints, for CI logs and bug reports. The package has
// no release tags yet; this is the one place the version is written, raised with each release.

let flipbookVersion = "0.1.0"
