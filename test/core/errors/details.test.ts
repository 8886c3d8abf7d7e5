import { expect } from '@open-wc/testing';
import {
  detailsOf,
  detailsOfErrorEvent,
  duplicateKey,
  firstFrame,
  isIgnored,
  MAX_STACK_LENGTH,
  STACK_TRUNCATION_NOTE,
  truncateStack,
  type ErrorDetails,
} from '../../../core/errors/index.ts';

const details = (overrides: Partial<ErrorDetails>): ErrorDetails => ({
  message: 'Boom',
  stack: '',
  file: '',
  line: null,
  column: null,
  ...overrides,
});

describe('error details', () => {
  it('cuts a stack over 5000 characters to 5000 and appends the note', () => {
    const long = 'x'.repeat(4999) + 'yz' + 'w'.repeat(100);
    const cut = truncateStack(long);
    expect(cut).to.equal('x'.repeat(4999) + 'y' + '\u2026 [truncated]');
    expect(cut).to.have.length(5013);
    expect(truncateStack('a'.repeat(5000))).to.equal('a'.repeat(5000));
    expect(truncateStack('a'.repeat(5001))).to.equal('a'.repeat(5000) + STACK_TRUNCATION_NOTE);
    expect(MAX_STACK_LENGTH).to.equal(5000);
  });

  it('never cuts a character of two code units in half', () => {
    expect(truncateStack('a'.repeat(4999) + '😀b')).to.equal(
      'a'.repeat(4999) + STACK_TRUNCATION_NOTE,
    );
    expect(truncateStack('a'.repeat(4998) + '😀b')).to.equal(
      'a'.repeat(4998) + '😀' + STACK_TRUNCATION_NOTE,
    );
  });

  it('finds the first frame of Chromium, Firefox and Safari stacks', () => {
    expect(
      firstFrame('Error: Boom\n    at run (https://site.test/app.js:12:34)\n    at x (y.js:1:2)'),
    ).to.deep.equal({ file: 'https://site.test/app.js', line: 12, column: 34 });
    expect(firstFrame('Error: Boom\n    at https://site.test/a.js:5:6')).to.deep.equal({
      file: 'https://site.test/a.js',
      line: 5,
      column: 6,
    });
    expect(firstFrame('run@https://site.test/b.js:7:8\n@https://site.test/c.js:1:1')).to.deep.equal(
      { file: 'https://site.test/b.js', line: 7, column: 8 },
    );
    // Package and dev-server addresses hold an `@`: it is part of the file.
    const withAt: Array<[string, string, number, number]> = [
      [
        'Error: Boom\n    at f (https://cdn.example/npm/lit@3.1.0/index.js:1:2)',
        'https://cdn.example/npm/lit@3.1.0/index.js',
        1,
        2,
      ],
      [
        'Error: Boom\n    at http://localhost:5173/@fs/app/a.js:9:1',
        'http://localhost:5173/@fs/app/a.js',
        9,
        1,
      ],
      [
        'f@https://esm.example/@lit/reactive-element@2/x.js:7:8',
        'https://esm.example/@lit/reactive-element@2/x.js',
        7,
        8,
      ],
    ];
    for (const [stack, file, line, column] of withAt)
      expect(firstFrame(stack), stack).to.deep.equal({ file, line, column });
    // A message that ends like a frame is not one.
    expect(
      firstFrame('Error: closed at 10:30:45\n    at f (https://site.test/a.js:1:2)'),
    ).to.deep.equal({ file: 'https://site.test/a.js', line: 1, column: 2 });
    expect(
      firstFrame(
        'Error: sent to bob@example.com at 10:30:45\n    at f (https://site.test/a.js:3:4)',
      ),
    ).to.deep.equal({ file: 'https://site.test/a.js', line: 3, column: 4 });
    expect(firstFrame('Error: closed at 10:30:45')).to.deep.equal({
      file: '',
      line: null,
      column: null,
    });
    expect(firstFrame('Error: Boom\nno frames here')).to.deep.equal({
      file: '',
      line: null,
      column: null,
    });
  });

  it('reads an Error, a message and any other value', () => {
    const error = new Error('Boom');
    error.stack = 'Error: Boom\n    at f (https://site.test/app.js:3:4)';
    expect(detailsOf(error)).to.deep.equal({
      message: 'Boom',
      stack: 'Error: Boom\n    at f (https://site.test/app.js:3:4)',
      file: 'https://site.test/app.js',
      line: 3,
      column: 4,
    });
    expect(detailsOf('Plain message')).to.deep.equal(details({ message: 'Plain message' }));
    expect(detailsOf(42)).to.deep.equal(details({ message: '42' }));
    expect(detailsOf(null)).to.deep.equal(details({ message: 'null' }));
    // A value with no way to become text is named by its kind.
    expect(detailsOf(Object.create(null))).to.deep.equal(details({ message: '[object Object]' }));
    const bare = Object.assign(Object.create(null), { message: Object.create(null) });
    expect(detailsOf(bare).message).to.equal('[object Object]');
    expect(detailsOf({ message: 'Like an error', stack: 7 })).to.deep.equal(
      details({ message: 'Like an error' }),
    );
  });

  it("reads an 'error' event, preferring the event's file and position", () => {
    const error = new Error('Boom');
    error.stack = 'Error: Boom\n    at f (https://site.test/stack.js:3:4)';
    const event = new ErrorEvent('error', {
      message: 'Uncaught Error: Boom',
      error,
      filename: 'https://site.test/event.js',
      lineno: 10,
      colno: 20,
    });
    expect(detailsOfErrorEvent(event)).to.deep.equal({
      message: 'Boom',
      stack: error.stack,
      file: 'https://site.test/event.js',
      line: 10,
      column: 20,
    });
    const bare = new ErrorEvent('error', { message: 'Script error.' });
    expect(detailsOfErrorEvent(bare)).to.deep.equal(details({ message: 'Script error.' }));
    const fromStack = new ErrorEvent('error', { message: 'Uncaught Error: Boom', error });
    expect(detailsOfErrorEvent(fromStack)).to.deep.include({
      file: 'https://site.test/stack.js',
      line: 3,
      column: 4,
    });
  });

  it('ignores ResizeObserver loop notices and cross-origin script errors without a file', () => {
    expect(isIgnored(details({ message: 'ResizeObserver loop limit exceeded' }))).to.equal(true);
    expect(
      isIgnored(
        details({ message: 'ResizeObserver loop completed with undelivered notifications.' }),
      ),
    ).to.equal(true);
    expect(isIgnored(details({ message: 'Script error.' }))).to.equal(true);
    expect(isIgnored(details({ message: 'Script error' }))).to.equal(true);
    expect(
      isIgnored(details({ message: 'Script error.', file: 'https://site.test/a.js' })),
    ).to.equal(false);
    expect(isIgnored(details({ message: 'Boom' }))).to.equal(false);
  });

  it('keys duplicates on message, file, line, column and stack', () => {
    const a = details({ file: 'a.js', line: 1, column: 2, stack: 's' });
    expect(duplicateKey(a)).to.equal(duplicateKey({ ...a }));
    for (const change of [
      { message: 'Other' },
      { file: 'b.js' },
      { line: 3 },
      { column: 4 },
      { stack: 't' },
    ])
      expect(duplicateKey({ ...a, ...change })).to.not.equal(duplicateKey(a));
  });
});
