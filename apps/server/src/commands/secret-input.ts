/**
 * A secret from the person at the terminal, typed twice and not shown; or, when standard input is a
 * pipe, its first line. Resolves null when the two typings differ.
 */
export async function readSecret(prompt: string, again: string): Promise<string | null> {
  if (!process.stdin.isTTY) {
    let piped = '';
    for await (const chunk of process.stdin) piped += chunk;
    return piped.split(/\r?\n/)[0] ?? '';
  }
  const first = await askHidden(prompt);
  const second = await askHidden(again);
  return first === second ? first : null;
}

/** One line typed at the terminal with echo off (raw mode), so the secret never shows on screen. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const { stdin, stdout } = process;
    stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    let typed = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          // Ctrl-C: nothing is created.
          finish();
          process.exit(130);
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}
