import { describe, expect, it } from 'vitest';
import { elementGroup, ifcValue, materialNames, propertySetGroups } from './ifc-properties.js';

// Shapes as web-ifc 0.0.78 answers them for the fixture example.ifc (an IfcSlab).
const label = (value: string) => ({ value, type: 1, name: 'IFCLABEL' });
const measure = (value: number, name = 'IFCLENGTHMEASURE') => ({
  type: 4,
  _internalValue: String(value),
  _representationValue: value,
  name,
});

const SLAB = {
  expressID: 917,
  type: 1529196076,
  GlobalId: { value: '0sfBnoLAb0R9H9P$iaZWyE', type: 1, name: 'IFCGLOBALLYUNIQUEID' },
  OwnerHistory: { value: 41, type: 5 },
  Name: label('Foundation Slab:125mm SLAB:670677'),
  Description: null,
  ObjectType: label('Foundation Slab:125mm SLAB'),
  ObjectPlacement: { value: 890, type: 5 },
  Tag: { value: '670677', type: 1, name: 'IFCIDENTIFIER' },
  PredefinedType: { type: 3, value: 'BASESLAB' },
};

describe('IFC property extraction', () => {
  it('reads labels, measures, booleans, enumerations and lists, not references', () => {
    expect(ifcValue(label('Concrete'))).toBe('Concrete');
    expect(ifcValue(measure(914.4))).toBe(914.4);
    expect(ifcValue({ type: 3, name: 'IFCBOOLEAN', value: false })).toBe(false);
    expect(ifcValue({ type: 3, value: '.NOTDEFINED.' })).toBe('NOTDEFINED');
    expect(ifcValue([label('A'), label('B')])).toBe('A, B');
    expect(ifcValue({ value: 41, type: 5 })).toBeNull();
    expect(ifcValue(null)).toBeNull();
  });

  it("lists the element's own attributes, leaving out empty ones and references", () => {
    expect(elementGroup(SLAB)).toEqual({
      name: null,
      properties: [
        { name: 'Name', value: 'Foundation Slab:125mm SLAB:670677' },
        { name: 'ObjectType', value: 'Foundation Slab:125mm SLAB' },
        { name: 'Tag', value: '670677' },
        { name: 'PredefinedType', value: 'BASESLAB' },
        { name: 'GlobalId', value: '0sfBnoLAb0R9H9P$iaZWyE' },
      ],
    });
  });

  it('reads property and quantity sets of every kind, sorted, empty ones left out', () => {
    const sets = [
      {
        Name: label('Pset_SlabCommon'),
        HasProperties: [
          {
            Name: label('LoadBearing'),
            NominalValue: { type: 3, name: 'IFCBOOLEAN', value: true },
          },
          { Name: label('Reference'), NominalValue: label('125mm SLAB') },
          { Name: label('Status'), EnumerationValues: [label('NEW'), label('TEMPORARY')] },
          { Name: label('Span'), LowerBoundValue: measure(2), UpperBoundValue: measure(4) },
          { Name: label('Nothing'), NominalValue: null },
        ],
      },
      {
        Name: label('BaseQuantities'),
        Quantities: [
          { Name: label('Width'), LengthValue: measure(0.125) },
          { Name: label('GrossArea'), AreaValue: measure(42.5, 'IFCAREAMEASURE') },
        ],
      },
      { Name: label('Pset_Empty'), HasProperties: [] },
    ];
    expect(propertySetGroups(sets)).toEqual([
      {
        name: 'BaseQuantities',
        properties: [
          { name: 'Width', value: 0.125 },
          { name: 'GrossArea', value: 42.5 },
        ],
      },
      {
        name: 'Pset_SlabCommon',
        properties: [
          { name: 'LoadBearing', value: true },
          { name: 'Reference', value: '125mm SLAB' },
          { name: 'Status', value: 'NEW, TEMPORARY' },
          { name: 'Span', value: '2 – 4' },
        ],
      },
    ]);
  });

  it('names the materials of layer set usages, lists and single materials', () => {
    const usage = {
      ForLayerSet: {
        MaterialLayers: [
          {
            Material: { Name: label('Concrete, Cast-in-Place gray') },
            LayerThickness: measure(125),
          },
          { Material: { Name: label('Insulation') } },
        ],
        LayerSetName: label('Foundation Slab:125mm SLAB'),
      },
    };
    const list = { Materials: [{ Name: label('Steel') }, { Name: label('Insulation') }] };
    expect(materialNames([usage, list, { Name: label('Glass') }])).toEqual([
      'Concrete, Cast-in-Place gray',
      'Insulation',
      'Steel',
      'Glass',
    ]);
  });
});
