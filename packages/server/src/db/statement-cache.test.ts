import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.js';

function countingDatabase() {
  const sqlite = new SqliteDatabase(':memory:');
  const prepared: string[] = [];
  const counted = {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      prepared.push(sql);
      return sqlite.prepare(sql);
    },
  };
  return { sqlite, counted, prepared };
}

describe('the SQLite statement cache', () => {
  it('prepares each query once and runs it again with other parameters', () => {
    const { sqlite, counted, prepared } = countingDatabase();
    sqlite.exec('create table item (id integer primary key, name text)');
    const database = withStatementCache(counted);
    for (const [id, name] of [
      [1, 'a'],
      [2, 'b'],
    ] as const)
      database.prepare('insert into item (id, name) values (?, ?)').run([id, name]);
    const select = 'select name from item where id = ?';
    expect(database.prepare(select).all([2])).toEqual([{ name: 'b' }]);
    expect(database.prepare(select).all([1])).toEqual([{ name: 'a' }]);
    expect(prepared).toEqual(['insert into item (id, name) values (?, ?)', select]);
    database.close();
  });

  it('keeps at most its capacity, dropping the oldest query first', () => {
    const { counted, prepared } = countingDatabase();
    const database = withStatementCache(counted, 2);
    for (const n of [1, 2, 3, 1, 3]) database.prepare(`select ${n} as n`).all([]);
    // 1 and 2 are prepared, 3 drops 1, so 1 is prepared again (dropping 2) and 3 is still kept.
    expect(prepared).toEqual(['select 1 as n', 'select 2 as n', 'select 3 as n', 'select 1 as n']);
    database.close();
  });

  it('answers from the changed table after a schema change', () => {
    const { sqlite, counted } = countingDatabase();
    sqlite.exec('create table item (id integer primary key); insert into item values (1)');
    const database = withStatementCache(counted);
    expect(database.prepare('select * from item').all([])).toEqual([{ id: 1 }]);
    sqlite.exec("alter table item add column name text not null default 'x'");
    expect(database.prepare('select * from item').all([])).toEqual([{ id: 1, name: 'x' }]);
    database.close();
  });
});
