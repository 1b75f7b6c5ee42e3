import fs from 'node:fs';
import { convertFile } from './src/modules/process-models/bpmn-import/convert-file.js';
import { IMPORT_TEXTS } from './src/modules/process-models/bpmn-import/import-texts.js';
import { checkInvariants } from '@stroomlijn/domain';
const dir='/work/shared/bpmn-miwg/Reference/';
for (const f of fs.readdirSync(dir).filter(f=>f.endsWith('.bpmn')).filter(f=>!process.argv[2]||f.startsWith(process.argv[2]))) {
  const t0=performance.now();
  try {
  const r = await convertFile(fs.readFileSync(dir+f,'utf8'), IMPORT_TEXTS.en);
  const counts: Record<string,number> = {};
  for (const i of r.report) counts[i.outcome]=(counts[i.outcome]??0)+1;
  console.log(f, (performance.now()-t0).toFixed(0)+'ms', JSON.stringify(counts), 'lanes', r.lanes.map(l=>l.name).join('|'));
  for (const m of r.models) {
    const v = m.refusal ? 'REFUSED '+JSON.stringify(m.refusal) : (checkInvariants(m.steps)?.message ?? 'ok');
    console.log('  model', m.key, JSON.stringify(m.name), m.steps.length, 'steps', v);
    if (process.argv[2]) for (const s of m.steps) console.log('    ', s.type, JSON.stringify(s.name), s.operator??'', m.laneOf[s.id]??'', '->', s.children.map(c=>m.steps.find(x=>x.id===c.id)?.name||m.steps.find(x=>x.id===c.id)?.type).join(', '));
  }
  if (process.argv[2]) for (const i of r.report) if (i.outcome!=='kept') console.log('   ', i.outcome, i.elementType, i.elementId, JSON.stringify(i.name), i.reason, i.detail);
  } catch (e) { console.log(f, 'ERROR', e); }
}
