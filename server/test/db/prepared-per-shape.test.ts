import { describe, expect, it } from 'vitest';
import { inline, placeholders, PreparedPerShape, statementName } from '../../src/db/prepared-per-shape.ts';

describe('statements prepared per shape', () => {
  it('binds placeholders and keeps this call’s values, the shape naming them in order', () => {
    const { bind, values, shape } = placeholders();
    const customer = bind('customer', '1000101');
    bind('limit', 21);
    expect(customer).toMatchObject({ name: 'customer' });
    expect(values).toEqual({ customer: '1000101', limit: 21 });
    expect(shape()).toBe('customer,limit');
    expect(inline('customer', '1000101')).toBe('1000101');
  });

  it('prepares a shape once and gives each shape its own statement', () => {
    const prepared: string[] = [];
    const statements = new PreparedPerShape<string>();
    const prepare = (shape: string) => () => {
      prepared.push(shape);
      return `statement of ${shape}`;
    };
    expect(statements.for('customer', prepare('customer'))).toBe('statement of customer');
    expect(statements.for('customer', prepare('customer'))).toBe('statement of customer');
    expect(statements.for('customer,status', prepare('customer,status'))).toBe('statement of customer,status');
    expect(prepared).toEqual(['customer', 'customer,status']);
  });

  it('names a statement by its text, within PostgreSQL’s 63 bytes', () => {
    const name = statementName('orders_page', 'select 1');
    expect(name).toBe(statementName('orders_page', 'select 1'));
    expect(name).not.toBe(statementName('orders_page', 'select 2'));
    expect(name).toMatch(/^orders_page_[0-9a-f]{16}$/);
  });
});
