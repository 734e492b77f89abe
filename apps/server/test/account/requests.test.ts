import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@earshot/shared/texts';
import { requests } from '../../src/db/schema.ts';
import { databaseKinds } from '../helpers/db.ts';
import { aCategory } from '../helpers/fixtures.ts';
import { startAccountServer, type AccountTestServer } from './account-test-server.ts';

const PLAYLIST = 'https://www.deezer.com/en/playlist/1234567';

describe.each(databaseKinds())('song and category requests ($kind)', ({ create }) => {
  let t: AccountTestServer;
  let categoryId: number;
  beforeAll(async () => {
    t = await startAccountServer({ database: await create() });
    categoryId = await aCategory(t.database.db, { roomName: 'hits', displayName: 'Hits' }, 0);
    await aCategory(t.database.db, { roomName: 'closed', displayName: 'Closed', roomActive: false }, 0);
  });
  afterAll(() => t?.close());

  const submit = async (fields: Record<string, unknown>) =>
    t.post('/api/room/SubmitRequest', { Token: await t.captcha(), Type: 0, CategoryName: null, CategoryId: categoryId, PlaylistUrl: PLAYLIST, ...fields });

  it('lists the active categories for the song request select', async () => {
    const { body } = await t.get('/api/room/GetCategoryListActive');
    expect(body).toEqual([{ id: categoryId, description: 'Hits' }]);
  });

  it('stores a song request and a category request, answering true', async () => {
    expect(await submit({})).toEqual({ status: 200, body: true });
    expect(await submit({ Type: 1, CategoryId: null, CategoryName: '  Sea shanties ' })).toEqual({ status: 200, body: true });
    const rows = await t.database.db.select().from(requests).orderBy(requests.id);
    expect(rows).toMatchObject([
      { type: 0, categoryId, categoryName: 'Hits', playlistUrl: PLAYLIST, processed: false },
      { type: 1, categoryId: null, categoryName: 'Sea shanties', playlistUrl: PLAYLIST, processed: false },
    ]);
  });

  it('refuses bad requests with 400 and stores nothing', async () => {
    const before = await t.rows(requests);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ CategoryId: 999_999 }, TEXTS.categoryNotFound],
      [{ CategoryId: null }, TEXTS.categoryRequired],
      [{ CategoryId: 1e12 }, TEXTS.categoryRequired],
      [{ Type: 1, CategoryName: '' }, TEXTS.newCategoryNameRequired],
      [{ Type: 1, CategoryName: 'x'.repeat(101) }, TEXTS.newCategoryNameRequired],
      [{ PlaylistUrl: '' }, TEXTS.playlistRequired],
      [{ PlaylistUrl: 'javascript:alert(1)' }, TEXTS.playlistRequired],
      [{ PlaylistUrl: `https://example.test/${'x'.repeat(600)}` }, TEXTS.playlistRequired],
      [{ Token: '' }, TEXTS.captchaRequired],
      [{ Token: 'bm9wZQ==' }, TEXTS.captchaFailed],
    ];
    for (const [fields, message] of cases) {
      expect(await submit(fields), JSON.stringify(fields).slice(0, 80)).toEqual({ status: 400, body: { message } });
    }
    expect((await submit({ Type: 2 })).status).toBe(400);
    expect(await t.rows(requests)).toBe(before);
  });
});
