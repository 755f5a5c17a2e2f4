export {};
//# sourceMappingURL=sink.js.map