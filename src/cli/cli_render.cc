// `carckit render TILESET [-o FILE] [-t LAYOUT] [options]`
#include "art/theme.h"
#include "cli/cli.h"
#include "cli/options.h"
#include "print/layout.h"
#include "print/sheets.h"

namespace carc {

namespace {

struct RenderArgs {
  std::string set, output, layout, theme;
  std::string paper, orientation, cuts, flip;
  double tile = 0, margin = 0, bleed = 0, gutter = 0, scale_bar = 0;
  std::vector<double> back_offset;
  bool no_backs = false, no_marks = false, only_new = false;
  CLI::App* cmd = nullptr;
};

bool Given(const RenderArgs& a, const std::string& name) { return a.cmd->count(name) > 0; }

/// Applies the command line's overrides to the preset.
void Override(const RenderArgs& a, SheetLayout& layout) {
  if (Given(a, "--paper")) layout.paper = a.paper;
  if (Given(a, "--orientation"))
    layout.orientation = a.orientation == "portrait"    ? Orientation::Portrait
                         : a.orientation == "landscape" ? Orientation::Landscape
                                                        : Orientation::Auto;
  if (Given(a, "--tile-size")) layout.tile = Mm(a.tile);
  if (Given(a, "--margin")) layout.margin = Mm(a.margin);
  if (Given(a, "--cuts")) layout.cuts = a.cuts == "butted" ? CutStyle::Butted : CutStyle::Gutter;
  if (Given(a, "--bleed")) layout.bleed = Mm(a.bleed);
  if (Given(a, "--gutter")) layout.gutter = Mm(a.gutter);
  if (Given(a, "--scale-bar")) layout.scale_bar = Mm(a.scale_bar);
  if (Given(a, "--flip")) layout.flip = a.flip == "short-edge" ? Flip::ShortEdge : Flip::LongEdge;
  if (Given(a, "--back-offset")) {
    layout.back_offset_x = Mm(a.back_offset[0]);
    layout.back_offset_y = Mm(a.back_offset[1]);
  }
  if (a.no_backs) layout.backs = false;
  if (a.no_marks) layout.marks = false;
  if (Given(a, "--theme")) {
    layout.theme = a.theme;
    layout.theme_from.clear();  // the user's own choice: found as given
  }
}

/// Loads the preset and applies the command line's overrides.
SheetLayout LayoutOrExit(const RenderArgs& a, const TileSet& set) {
  SheetLayout preset = LayoutPresetOrExit(a.layout, set);
  SheetLayout layout = preset;
  Override(a, layout);
  SanitizeLayoutOrExit(preset, layout);
  return layout;
}

/// "72 tiles on 4 sheets (4 x 5 per portrait page, each followed by its back page)".
std::string SheetSummary(const TileSet& set, const SheetLayout& layout, const SheetPages& pages) {
  const Imposition& imp = pages.imposition;
  size_t sheets = pages.fronts.size();
  return std::to_string(set.TileCount()) + " tiles on " + std::to_string(sheets) +
         (sheets == 1 ? " sheet (" : " sheets (") + std::to_string(imp.cols) + " x " +
         std::to_string(imp.rows) + " per " + (imp.landscape ? "landscape" : "portrait") + " page" +
         (layout.backs ? ", each followed by its back page" : "") + ")";
}

void RunRender(const RenderArgs& a) {
  TileSet set;
  LoadSetOrExit(a.set, &set);
  if (a.only_new) NarrowToNewTilesOrExit(&set);
  SheetLayout layout = LayoutOrExit(a, set);
  Theme theme = LayoutThemeOrExit(layout);
  std::string out = a.output.empty() ? DefaultOutput(OutputStem(set), "tiles") : a.output;
  SheetPages pages;
  ExitOnError(WriteTileSheets(out, set, layout, theme, set.sources, &pages));
  ReportWritten(out, int(pages.fronts.size() + pages.backs.size()), SheetSummary(set, layout, pages));
}

/// A length option in mm; its default comes from the layout preset.
void AddMm(CLI::App* cmd, const std::string& name, double* value, const std::string& what) {
  cmd->add_option(name, *value, what)->type_name("MM")->default_str("the layout's");
}

}  // namespace

void SetupRender(CLI::App& app) {
  auto a = std::make_shared<RenderArgs>();
  CLI::App* cmd = app.add_subcommand("render", "Lay out printable tile sheets (fronts and duplex backs) as a PDF");
  a->cmd = cmd;
  AddTilesetArg(cmd, &a->set);
  AddPdfOutputOption(cmd, &a->output, "out/<set>[-new]-tiles.pdf");
  AddLayoutOption(cmd, &a->layout);
  AddThemeOption(cmd, &a->theme, "the layout's theme");
  AddPaperOption(cmd, &a->paper, "the layout's paper");
  AddChoice(cmd->add_option("--orientation", a->orientation, "Page orientation"),
            {"portrait", "landscape", "auto"}, "the layout's");
  AddMm(cmd, "--tile-size", &a->tile, "Tile size in mm (45 is the real tile)");
  AddMm(cmd, "--margin", &a->margin, "Unprinted margin at the paper's edge, mm");
  AddChoice(cmd->add_option("--cuts", a->cuts,
                            "butted (shared cut lines) or gutter (gap and bleed around each tile)"),
            {"butted", "gutter"}, "the layout's");
  AddMm(cmd, "--bleed", &a->bleed, "Art past the cut line, mm");
  AddMm(cmd, "--gutter", &a->gutter, "Gap between neighbouring tiles' cut lines, mm");
  AddMm(cmd, "--scale-bar", &a->scale_bar, "Scale bar length in mm (0 for none)");
  AddChoice(cmd->add_option("--flip", a->flip, "How the printer turns the sheet for duplex"),
            {"long-edge", "short-edge"}, "the layout's");
  cmd->add_option("--back-offset", a->back_offset, "Shift back pages by X,Y mm for printers that shift")
      ->expected(2)
      ->delimiter(',')
      ->type_name("X,Y")
      ->default_str("the layout's");
  cmd->add_flag("--no-backs", a->no_backs, "Leave out the back pages");
  cmd->add_flag("--no-marks", a->no_marks, "Leave out crop marks");
  cmd->add_flag("--only-new", a->only_new,
                "Only the tiles the set adds to the set it extends (for owners of that set)");
  cmd->callback([a] { RunRender(*a); });
}

}  // namespace carc
