import { InFlightResponses } from '../../../../src/adapters/http/in-flight-responses';

type Answer = { name: string };
const answer = (name: string): Answer => ({ name });
const names = (list: InFlightResponses<Answer>) => {
  const seen: string[] = [];
  list.forEach((response) => seen.push(response.name));
  return seen.sort();
};

describe('InFlightResponses: the answers a graceful stop must still reach', () => {
  it('holds what was added until its own removal, in any order', () => {
    const list = new InFlightResponses<Answer>();
    const removeA = list.add(answer('a'));
    const removeB = list.add(answer('b'));
    const removeC = list.add(answer('c'));
    removeB();
    expect(names(list)).toEqual(['a', 'c']);
    removeC();
    expect(names(list)).toEqual(['a']);
    expect(list.size).toBe(1);
    removeA();
    expect(names(list)).toEqual([]);
    expect(list.size).toBe(0);
  });

  it('counts a removal once, however often it is called', () => {
    const list = new InFlightResponses<Answer>();
    const removeA = list.add(answer('a'));
    list.add(answer('b'));
    removeA();
    removeA();
    expect(list.size).toBe(1);
    expect(names(list)).toEqual(['b']);
  });

  it('visits every answer even when one is removed while it is visited', () => {
    const list = new InFlightResponses<Answer>();
    const removals = new Map<string, () => void>();
    for (const name of ['a', 'b', 'c']) removals.set(name, list.add(answer(name)));
    const seen: string[] = [];
    list.forEach((response) => {
      seen.push(response.name);
      removals.get(response.name)!();
    });
    expect(seen.sort()).toEqual(['a', 'b', 'c']);
    expect(list.size).toBe(0);
  });
});
