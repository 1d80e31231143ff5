// `npm run bench` entry: --generate [--scale S] [--tables a,b] [--table-scale t=S,...] fills the database;
// --multi runs 1 and 2 processes behind HAProxy (multi-process.ts); otherwise the HTTP benchmark runs.
import { argValue } from './common.ts';

const args = process.argv.slice(2);
const scale = Number(argValue(args, '--scale') ?? '1');
if (!(scale > 0)) throw new Error('--scale must be a positive number');

if (args.includes('--generate')) {
  const { generate, parseTableScale } = await import('./generate.ts');
  const tableScale = parseTableScale(argValue(args, '--table-scale'));
  await generate({ scale, jobs: Number(argValue(args, '--jobs') ?? 2), tables: argValue(args, '--tables')?.split(','), tableScale });
} else if (args.includes('--multi')) {
  const { runMultiProcess } = await import('./multi-process.ts');
  await runMultiProcess(args);
} else if (args.includes('--long-jobs')) {
  const { runLongJobs } = await import('./long-jobs.ts');
  await runLongJobs(args);
} else {
  const { runBench } = await import('./run.ts');
  await runBench(args);
}
