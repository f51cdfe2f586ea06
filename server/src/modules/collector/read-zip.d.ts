/** Every entry of a zip, name → bytes; rejects when the bytes are not a valid zip. */
export declare function readZip(bytes: Buffer): Promise<Map<string, Buffer>>;
