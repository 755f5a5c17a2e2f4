/**
 * Reads a request body up to `limit` bytes. A declared Content-Length over
 * the limit is refused before reading; a body that grows past it while
 * streaming stops being buffered at once, so memory stays bounded.
 */
export function readBody(request, limit) {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
        request.resume();
        return Promise.resolve({ ok: false, reason: 'too-large' });
    }
    return new Promise((resolve) => {
        const chunks = [];
        let size = 0;
        let done = false;
        const finish = (result) => {
            if (done)
                return;
            done = true;
            resolve(result);
        };
        request.on('data', (chunk) => {
            if (done)
                return;
            size += chunk.length;
            if (size > limit) {
                chunks.length = 0;
                finish({ ok: false, reason: 'too-large' });
                request.resume();
                return;
            }
            chunks.push(chunk);
        });
        request.on('end', () => finish({ ok: true, body: Buffer.concat(chunks, size) }));
        request.on('error', () => finish({ ok: false, reason: 'aborted' }));
        request.on('aborted', () => finish({ ok: false, reason: 'aborted' }));
    });
}
//# sourceMappingURL=body.js.map