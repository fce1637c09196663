#include "app/page_setup.h"

#include "draw/text.h"
#include "kit/kit_section.h"
#include "kit/kit_text.h"
#include "spec/set_language.h"

namespace carc {

Status LoadTranslation(const std::string& lang, Diagnostics* diags, Translation* tr) {
  Status status = LoadKitTranslation(lang, tr, diags);
  if (status.IsInvalid()) return Status::Diagnosed();
  if (!status.ok()) return status;
  return CheckFont(kKitFont, tr->AllText());
}

void UseSetLanguage(const std::string& code, Diagnostics* diags, TileSet* set) {
  CheckSetLanguage(*set, code, diags);
  SelectSetLanguage(code, set);
}

Status LoadLayoutPreset(const std::string& requested, const TileSet& set, Diagnostics* diags,
                        SheetLayout* layout) {
  // A layout the set names is found beside the set, never in the working folder.
  if (!requested.empty()) return LoadSheetLayout(requested, layout, diags);
  if (!set.layout.empty()) return LoadNamedLayout(set.layout, set.path, set.layout_loc, layout, diags);
  return LoadSheetLayout("default", layout, diags);
}

Status CheckLayout(const SheetLayout& preset, const SheetLayout& changed) {
  Status file = SanitizeLayout(preset);
  if (!file.ok()) return Status::Invalid(file.message());
  Status options = SanitizeLayout(changed);
  if (!options.ok()) return Status::Io(options.message());
  return Status::Ok();
}

Status LoadLayoutTheme(const SheetLayout& layout, Diagnostics* diags, Theme* theme) {
  return LoadNamedTheme(layout.theme, layout.theme_from, layout.theme_loc, theme, diags);
}

}  // namespace carc
