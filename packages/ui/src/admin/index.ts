// Screen parts of this area are exported here as they are built.
export {};
