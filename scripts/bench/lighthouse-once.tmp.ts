import { findExample } from './catalogue';
import { lighthouseRows, measureLighthouse } from './lighthouse';
import { table } from './report';
const base = process.argv[2]!;
const example = await findExample(base);
const figures = await measureLighthouse(base, example, (m) => process.stderr.write(m + '\n'), 1);
const { header, rows, targets } = lighthouseRows(figures);
console.log(table('LH', header, rows));
console.log(table('T', ['f', 'm', 't', ''], targets));
