// node-polyglot asks for the `object.entries` polyfill, whose dependency tree (get-intrinsic,
// es-abstract helpers) weighed ~6 kB gzipped in the first script; every browser the console
// supports has Object.entries.
module.exports = Object.entries;
