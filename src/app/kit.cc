#include "app/kit.h"

#include "app/page_setup.h"
#include "app/tile_set.h"

namespace carc {

namespace {

/// The request's changes to the layout preset.
LayoutChanges Changes(const KitRequest& r) {
  LayoutChanges c;
  if (!r.paper.empty()) c.paper = r.paper;
  c.no_backs = !r.backs;
  if (!r.flip.empty()) c.flip = r.flip == "short-edge" ? Flip::ShortEdge : Flip::LongEdge;
  if (!r.theme.empty()) c.theme = r.theme;
  return c;
}

}  // namespace

Status MakeKit(const KitRequest& r, Diagnostics* diags, MadeKit* made) {
  TileSet set;
  Status status = LoadSet({r.tileset, true, r.only_new}, diags, &set);
  if (!status.ok()) return status;
  diags->NextStep();
  Translation tr;
  status = LoadTranslation(r.lang, diags, &tr);
  if (!status.ok()) return status;
  diags->NextStep();
  UseSetLanguage(tr, diags, &set);
  diags->NextStep();
  SheetLayout preset;
  status = LoadLayoutPreset(r.layout, set, diags, &preset);
  if (!status.ok()) return status;
  KitOptions options;
  options.layout = Changed(preset, Changes(r));
  status = CheckLayout(preset, options.layout);
  if (!status.ok()) return status;
  options.tokens = r.tokens;
  diags->NextStep();
  status = LoadLayoutTheme(options.layout, diags, &options.theme);
  if (!status.ok()) return status;
  made->path = r.output.empty() ? DefaultOutput(OutputStem(set), "kit", tr.code()) : r.output;
  return WriteKit(made->path, set, tr, options, &made->kit);
}

}  // namespace carc
