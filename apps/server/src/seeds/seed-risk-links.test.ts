import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.js';
import { linkedAccounts } from '../modules/risk/links/links.service.js';
import { tagsOf } from '../modules/risk/tags/tag-effects.js';
import { playerCredentials } from '../modules/user/user.public.js';
import { RING, seedRiskLinks } from './seed-risk-links.js';

const t = useTestApp();

describe('the risk demo seed', () => {
  it('makes a ring of four linked accounts, the default tags and one player tagged 套利嫌疑, once', async () => {
    const now = t.clock.now().getTime();
    await seedRiskLinks(t.database.db, { demoPassword: 'demo8888', now });
    await seedRiskLinks(t.database.db, { demoPassword: 'demo8888', now });
    const ids: number[] = [];
    for (const p of RING) ids.push(Number((await playerCredentials.byName(t.database.db, p.username))!.id));
    const linked = await linkedAccounts(t.database.db, ids[0]!, now);
    expect(linked.map((a) => [a.username, a.matched]).sort()).toEqual([
      ['lucky8802', ['device']],
      ['lucky8803', ['device']],
      ['lucky8804', ['card']],
    ]);
    const last = await linkedAccounts(t.database.db, ids[3]!, now);
    expect(last.find((a) => a.id === ids[1])?.matched).toEqual(['ip', 'ip_prefix']);
    const tags = await tagsOf(t.database.db, ids);
    expect([...tags.keys()]).toEqual([ids[0]]);
    expect(tags.get(ids[0]!)!.map((x) => x.name)).toEqual(['套利嫌疑']);
    const names = (await t.database.db.selectFrom('risk_tags').select('name').execute()).map((r) => r.name);
    expect(names).toEqual(['套利嫌疑', '对打嫌疑', '白名单', '重点客户']);
  });
});
