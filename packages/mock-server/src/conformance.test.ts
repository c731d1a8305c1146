import { describe, expect, it } from 'vitest';
import { checkAnswer, endpointOf } from './conformance';

describe('conformance with @prospect/contract', () => {
  it('finds the §7 row of a request, ids and query aside', () => {
    expect(endpointOf('GET', '/api/accounts/zones/12/')?.name).toBe('getZone');
    expect(endpointOf('DELETE', '/api/accounts/zones/12/')?.name).toBe('deleteZone');
    expect(endpointOf('GET', '/api/accounts/events/?start_date=x')?.name).toBe('getEvents');
    expect(endpointOf('GET', '/tiles/1/2/3.png')).toBeUndefined();
    expect(endpointOf('GET', '/api/accounts/streets/5/doors/?page=2')?.name).toBe('getStreetDoors');
    expect(endpointOf('PATCH', '/api/accounts/doors/12/')?.name).toBe('updateDoor');
  });

  it('flags an answer the contract refuses, naming the field', () => {
    const problem = checkAnswer('GET', '/api/accounts/zones/', 200, [{ id: -1, name: 'Nantes' }]);
    expect(problem?.endpoint).toBe('getZones');
    expect(problem?.issues).toMatch(/^0\.id: /);
    expect(
      checkAnswer('GET', '/api/accounts/admin/users/', 200, [{ id: 1, role: 'MANAGER' }])?.issues,
    ).toMatch(/0\.role/);
  });

  it('accepts any body where the spec shows no answer, and ignores failures', () => {
    expect(checkAnswer('PATCH', '/api/accounts/streets/4/', 200, 'ok')).toBeNull();
    expect(checkAnswer('GET', '/api/accounts/zones/', 404, { detail: 'x' })).toBeNull();
  });
});
