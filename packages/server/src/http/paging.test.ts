import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.js';
import { type PageQuery, parsePageLink } from './paging.js';

const SORTABLE = { createdTime: 'created_time', title: 'title', name: 'title' };

function refusal(query: PageQuery): ApiError {
  try {
    parsePageLink(query, SORTABLE);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error(`expected ${JSON.stringify(query)} to be refused`);
}

function expectRefused(query: PageQuery, message: string): void {
  const error = refusal(query);
  expect({ status: error.status, errorCode: error.errorCode, message: error.message }).toEqual({
    status: 400,
    errorCode: 31,
    message,
  });
}

describe('parsePageLink', () => {
  it('reads a full page link, mapping the sort property to its column', () => {
    expect(
      parsePageLink(
        { pageSize: '20', page: '3', textSearch: 'north', sortProperty: 'name', sortOrder: 'DESC' },
        SORTABLE,
      ),
    ).toEqual({
      pageSize: 20,
      page: 3,
      textSearch: 'north',
      sortColumn: 'title',
      sortDirection: 'DESC',
    });
  });

  it('defaults to no search, no sort column and ascending order', () => {
    expect(parsePageLink({ pageSize: '10', page: '0' }, SORTABLE)).toEqual({
      pageSize: 10,
      page: 0,
      textSearch: null,
      sortColumn: null,
      sortDirection: 'ASC',
    });
  });

  it('accepts the sort order in any case', () => {
    expect(parsePageLink({ pageSize: '10', page: '0', sortOrder: 'desc' }, SORTABLE).sortDirection).toBe('DESC');
    expect(parsePageLink({ pageSize: '10', page: '0', sortOrder: 'Asc' }, SORTABLE).sortDirection).toBe('ASC');
  });

  it('treats an empty or blank search as no search and trims it otherwise', () => {
    expect(parsePageLink({ pageSize: '10', page: '0', textSearch: '' }, SORTABLE).textSearch).toBeNull();
    expect(parsePageLink({ pageSize: '10', page: '0', textSearch: '   ' }, SORTABLE).textSearch).toBeNull();
    expect(parsePageLink({ pageSize: '10', page: '0', textSearch: ' Kilo ' }, SORTABLE).textSearch).toBe('Kilo');
  });

  it('requires pageSize, then page, with Spring’s text', () => {
    expectRefused({}, "Required request parameter 'pageSize' for method parameter type int is not present");
    expectRefused({ page: '0' }, "Required request parameter 'pageSize' for method parameter type int is not present");
    expectRefused({ pageSize: '10' }, "Required request parameter 'page' for method parameter type int is not present");
  });

  it.each(['ten', '1.5', '1e3', '', '99999999999999999999'])(
    'refuses %j as an int with Spring’s conversion text',
    (value) => {
      expectRefused(
        { pageSize: value, page: '0' },
        `Failed to convert value of type 'java.lang.String' to required type 'int'; nested exception is java.lang.NumberFormatException: For input string: "${value}"`,
      );
    },
  );

  it('refuses a page size below one', () => {
    expectRefused(
      { pageSize: '0', page: '0' },
      "Incorrect page link page size '0'. Page size must be greater than zero.",
    );
    expectRefused(
      { pageSize: '-5', page: '0' },
      "Incorrect page link page size '-5'. Page size must be greater than zero.",
    );
  });

  it('refuses a negative page', () => {
    expectRefused({ pageSize: '10', page: '-1' }, "Incorrect page link page '-1'. Page must be positive integer.");
  });

  it('refuses an unknown sort order with the contract message', () => {
    expectRefused(
      { pageSize: '10', page: '0', sortOrder: 'UP' },
      "Unsupported sort order 'UP'! Only 'ASC' or 'DESC' types are allowed.",
    );
  });

  it('refuses an unknown sort property with 400/31, naming the allowed ones', () => {
    expectRefused(
      { pageSize: '10', page: '0', sortProperty: 'colour' },
      "Unsupported sort property 'colour'! Allowed: createdTime, title, name.",
    );
  });

  it.each(['__proto__', 'toString', 'constructor'])('treats %s as an unknown sort property', (name) => {
    expectRefused(
      { pageSize: '10', page: '0', sortProperty: name },
      `Unsupported sort property '${name}'! Allowed: createdTime, title, name.`,
    );
  });
});
