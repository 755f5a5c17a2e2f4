// Stands in for Docusaurus' Prism client module (see deferredPrism.ts): Prism
// and its extra languages load with the first code block instead.
export {};
