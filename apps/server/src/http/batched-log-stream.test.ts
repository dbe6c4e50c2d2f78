import { describe, expect, it } from 'vitest';
import { BatchedLogStream } from './batched-log-stream.ts';

function streamUnderTest() {
  const writes: string[] = [];
  return { writes, stream: new BatchedLogStream({ write: (chunk: string) => writes.push(chunk) }) };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchedLogStream', () => {
  it('writes the lines of one turn of the event loop in one write, in order, at the end of that turn', async () => {
    const { writes, stream } = streamUnderTest();
    stream.write('{"n":1}\n');
    stream.write('{"n":2}\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n']);
    stream.write('{"n":3}\n');
    await nextTurn();
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n', '{"n":3}\n']);
  });

  it('writes what is pending at once when flushed (the process exits), and nothing twice', async () => {
    const { writes, stream } = streamUnderTest();
    stream.write('{"last":true}\n');
    stream.flush();
    expect(writes).toEqual(['{"last":true}\n']);
    await nextTurn();
    stream.flush();
    expect(writes).toEqual(['{"last":true}\n']);
  });
});
