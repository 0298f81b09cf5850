import { describe, expect, it } from 'vitest';
import { canChangeLayerVisibility, canDeleteLayer, canEditLayer } from './layerPermissions.js';
import { layerEditor, layerRead } from '../../features/layer-form/testLayers.js';

const someoneElse = { id: 9 };

describe('layer permissions (section 6)', () => {
  it('lets the owner with layers.change_layer edit, whatever the visibility', () => {
    const user = layerEditor();
    expect(canEditLayer(user, layerRead({ visibility: 'OWN' }))).toBe(true);
    expect(canEditLayer(user, layerRead({ visibility: 'ORG' }))).toBe(true);
  });

  it('needs layers.change_layer to edit at all', () => {
    expect(canEditLayer(layerEditor([]), layerRead())).toBe(false);
    expect(canEditLayer(null, layerRead())).toBe(false);
  });

  it("lets an organisation admin edit another's layer only when it is organisation-wide", () => {
    const admin = layerEditor(['layers.change_layer'], true);
    expect(canEditLayer(admin, layerRead({ owner: someoneElse, visibility: 'ORG' }))).toBe(true);
    expect(canEditLayer(admin, layerRead({ owner: someoneElse, visibility: 'OWN' }))).toBe(false);
    // Admin of organisation 1, not of the layer's organisation 2.
    expect(
      canEditLayer(admin, layerRead({ owner: someoneElse, visibility: 'ORG', organisation_id: 2 })),
    ).toBe(false);
  });

  it("does not let a member who is not admin edit another's layer", () => {
    const member = layerEditor(['layers.change_layer'], false);
    expect(canEditLayer(member, layerRead({ owner: someoneElse, visibility: 'ORG' }))).toBe(false);
  });

  it('lets a superuser edit, as the server does', () => {
    const superuser = { ...layerEditor(), is_superuser: true };
    expect(canEditLayer(superuser, layerRead({ owner: someoneElse, visibility: 'OWN' }))).toBe(
      true,
    );
  });

  it('deletes with layers.delete_layer and the same ownership rule', () => {
    expect(canDeleteLayer(layerEditor(['layers.delete_layer']), layerRead())).toBe(true);
    expect(canDeleteLayer(layerEditor(['layers.change_layer']), layerRead())).toBe(false);
    expect(
      canDeleteLayer(layerEditor(['layers.delete_layer']), layerRead({ owner: someoneElse })),
    ).toBe(false);
  });

  it('leaves the visibility to the owner, or to anyone for a new layer', () => {
    const admin = layerEditor(['layers.change_layer'], true);
    expect(canChangeLayerVisibility(admin, null)).toBe(true);
    expect(canChangeLayerVisibility(admin, layerRead({ owner: null }))).toBe(true);
    expect(canChangeLayerVisibility(admin, layerRead({ owner: { id: 1 } }))).toBe(true);
    expect(canChangeLayerVisibility(admin, layerRead({ owner: someoneElse }))).toBe(false);
  });
});
