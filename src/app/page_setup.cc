#include "app/page_setup.h"

#include "base/data_dir.h"
#include "base/text_util.h"
#include "draw/text.h"
#include "kit/kit_section.h"
#include "kit/kit_text.h"
#include "spec/set_extends.h"
#include "spec/set_language.h"

namespace carc {

Status LoadTranslation(const std::string& lang, Diagnostics* diags, Translation* tr) {
  Status status = LoadKitTranslation(lang, tr, diags);
  if (status.IsInvalid()) return Status::Diagnosed();
  if (!status.ok()) return status;
  return CheckFont(kKitFont, tr->AllText());
}

void UseSetLanguage(const Translation& tr, Diagnostics* diags, TileSet* set) {
  // A language file given by its path is named by it, not by its stem alone.
  bool bundled = tr.file().empty() || tr.file() == FindTemplate("lang", tr.code());
  CheckSetLanguage(*set, tr.code(), diags, bundled ? "" : DisplayPath(tr.file()));
  SelectSetLanguage(tr.code(), set);
}

Status LoadLayoutPreset(const std::string& requested, const TileSet& set, Diagnostics* diags,
                        SheetLayout* layout) {
  // A layout the set names is found beside the spec that names it (a base's,
  // when inherited), never in the working folder.
  if (!requested.empty()) return LoadSheetLayout(requested, layout, diags);
  if (!set.layout.empty())
    return LoadNamedLayout(set.layout, set.layout_file.empty() ? set.path : set.layout_file,
                           set.layout_loc, layout, diags);
  return LoadSheetLayout("default", layout, diags);
}

SheetLayout Changed(const SheetLayout& preset, const LayoutChanges& c) {
  SheetLayout layout = preset;
  if (c.paper) layout.paper = *c.paper;
  if (c.orientation) layout.orientation = *c.orientation;
  if (c.tile) layout.tile = *c.tile;
  if (c.margin) layout.margin = *c.margin;
  if (c.cuts) layout.cuts = *c.cuts;
  if (c.bleed) layout.bleed = *c.bleed;
  if (c.gutter) layout.gutter = *c.gutter;
  if (c.scale_bar) layout.scale_bar = *c.scale_bar;
  if (c.flip) layout.flip = *c.flip;
  if (c.back_offset) {
    layout.back_offset_x = c.back_offset->first;
    layout.back_offset_y = c.back_offset->second;
  }
  if (c.no_backs) layout.backs = false;
  if (c.no_marks) layout.marks = false;
  if (c.theme) {
    layout.theme = *c.theme;
    layout.theme_from.clear();  // the user's own choice: found as given
  }
  return layout;
}

Status CheckLayout(const SheetLayout& preset, const SheetLayout& changed) {
  Status file = SanitizeLayout(preset);
  if (!file.ok()) return file.As(Status::Kind::kInvalid);
  Status options = SanitizeLayout(changed);
  if (!options.ok()) return options.As(Status::Kind::kUsage);
  return Status::Ok();
}

Status LoadLayoutTheme(const SheetLayout& layout, Diagnostics* diags, Theme* theme) {
  return LoadNamedTheme(layout.theme, layout.theme_from, layout.theme_loc, theme, diags);
}

}  // namespace carc
