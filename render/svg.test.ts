import { describe, expect, it } from 'vitest';
import { parseScenario } from '../src/scenario/index.js';
import { modelView, prepareTable } from '../src/table/index.js';
import { en } from '../i18n/en.js';
import { escapeXml, renderTableSvg } from './svg.js';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const street = readFileSync(fileURLToPath(new URL('../examples/mordheim/battle-street.json', import.meta.url)), 'utf8');

function streetBattle() {
  const parsed = parseScenario(street);
  if (!parsed.ok || parsed.scenario.kind !== 'battle') throw new Error('the street example must parse as a battle');
  return parsed.scenario.battle;
}

describe('renderTableSvg', () => {
  it('draws terrain, floors and every base, with a facing tick each', () => {
    const svg = renderTableSvg(streetBattle().table, { labels: en.svg });
    expect(svg.match(/class="terrain /g)).toHaveLength(2);
    expect(svg.match(/class="floor"/g)).toHaveLength(2);
    expect(svg.match(/<circle /g)).toHaveLength(6);
    expect(svg).not.toContain('class="sight');
  });

  it('from the marksman on the upper floor: sight lines told apart, hidden shares beside the targets', () => {
    const svg = renderTableSvg(streetBattle().table, { from: 'marksman', labels: en.svg });
    // Five other models: the Ogre, the swordsman behind the wall (partly hidden) and the
    // lookout on the tower are in sight; the crossbowman under the floor and the night
    // runner behind the Ogre are not.
    expect(svg.match(/class="sight visible"/g)).toHaveLength(3);
    expect(svg.match(/class="sight blocked"/g)).toHaveLength(2);
    expect(svg).toMatch(/>\d+% hidden</);
    expect(svg).toContain('>no line of sight<');
  });

  it('to the swordsman behind the wall: a line from every other model, each as that model sees him', () => {
    const battle = streetBattle();
    const svg = renderTableSvg(battle.table, { to: 'swordsman', labels: en.svg });
    const lines = [...svg.matchAll(/<line class="sight (visible|blocked)" data-from="([^"]+)"/g)].map((m) => [m[2], m[1]]);
    // The marksman on the upper floor sees him over the wall; the crossbowman in the street does
    // not (src/table/README.md). Every other line is as the table's own query answers.
    expect(lines).toContainEqual(['marksman', 'visible']);
    expect(lines).toContainEqual(['crossbowman', 'blocked']);
    const table = prepareTable(battle.table);
    expect(lines).toEqual(battle.table.models.filter((m) => m.id !== 'swordsman').map((m) => [m.id, modelView(table, m.id, 'swordsman').sightLine ? 'visible' : 'blocked']));
  });

  it('shows names from files as text, never as markup', () => {
    expect(escapeXml('<script>alert("x")</script>')).toBe('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    const battle = streetBattle();
    const svg = renderTableSvg(battle.table, { labels: en.svg, names: new Map([['ogre', '<b>Ogre</b>']]) });
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&#60;b&#62;Ogre');
  });

  it('replaces what XML cannot hold (controls, DEL, C1, lone surrogates, U+FFFE/FFFF) and keeps the rest', () => {
    expect(escapeXml('a\u0000b\u001bc\u007fd\u0085e\ud800f\udc00g\ufffeh')).toBe('a\ufffdb\ufffdc\ufffdd\ufffde\ufffdf\ufffdg\ufffdh');
    expect(escapeXml('tab\tline\nreturn\r 🎯 Дитер')).toBe('tab\tline\nreturn\r 🎯 Дитер');
  });
});
