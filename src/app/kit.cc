#include "app/kit.h"

#include "app/page_setup.h"
#include "app/tile_set.h"

namespace carc {

namespace {

/// The request's changes to the layout preset.
SheetLayout Changed(const KitRequest& r, const SheetLayout& preset) {
  SheetLayout layout = preset;
  if (!r.paper.empty()) layout.paper = r.paper;
  if (!r.backs) layout.backs = false;
  if (!r.flip.empty()) layout.flip = r.flip == "short-edge" ? Flip::ShortEdge : Flip::LongEdge;
  if (!r.theme.empty()) {
    layout.theme = r.theme;
    layout.theme_from.clear();  // the user's own choice: found as given
  }
  return layout;
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
  options.layout = Changed(r, preset);
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
