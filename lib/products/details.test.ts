import { describe, expect, it } from 'vitest';
import { editableOtherInformation, editableSpecifications, mergedJson, missingDimension } from './details';

describe('mergedJson', () => {
  const stored = JSON.stringify({ type: 'Washer', shelf_life: '2 years', package_dimension_length: 60 });

  it('keeps the column when nothing is sent', () => {
    expect(mergedJson(stored, undefined)).toBe(stored);
  });

  it('sets the sent keys, clears null and empty ones, keeps the others', () => {
    expect(JSON.parse(mergedJson(stored, { type: 'Dryer', model_name: 'D-1', package_dimension_length: null, container_type: '' })!)).toEqual({
      type: 'Dryer', shelf_life: '2 years', model_name: 'D-1',
    });
  });

  it('is null when nothing is left', () => {
    expect(mergedJson(JSON.stringify({ type: 'Washer' }), { type: null })).toBeNull();
    expect(mergedJson(null, {})).toBeNull();
  });
});

describe('the editable fields', () => {
  it('reads only the edited keys, unreadable text as not set', () => {
    expect(editableSpecifications(JSON.stringify({ type: 'Washer', model_name: ' ', package_dimension_width: -1, package_dimension_height: 40, shelf_life: 'x' }))).toEqual({
      type: 'Washer', model_name: null, container_type: null, manufactured_by: null,
      package_dimension_length: null, package_dimension_width: null, package_dimension_height: 40,
    });
    expect(editableOtherInformation('not json')).toEqual({ country_origin: null, manufactured_by: null, marketed_by: null });
  });

  it('asks for the three dimensions together', () => {
    expect(missingDimension(null)).toBeNull();
    expect(missingDimension(JSON.stringify({ package_dimension_length: 1, package_dimension_width: 2, package_dimension_height: 3 }))).toBeNull();
    expect(missingDimension(JSON.stringify({ package_dimension_length: 1, package_dimension_height: 3 }))).toBe('package_dimension_width');
  });
});
