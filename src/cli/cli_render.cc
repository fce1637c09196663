// `carckit render TILESET [-t TEMPLATE] [-o FILE.pdf] [options]`
#include <iostream>

#include "art/theme.h"
#include "cli/cli.h"
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

/// Loads the preset and applies the command line's overrides.
SheetLayout LayoutOrExit(const RenderArgs& a, const TileSet& set) {
  SheetLayout layout = LayoutPresetOrExit(a.layout, set);
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
  if (Given(a, "--theme")) layout.theme = a.theme;
  ExitOnError(SanitizeLayout(layout));
  return layout;
}

void RunRender(const RenderArgs& a) {
  TileSet set;
  LoadSetOrExit(a.set, &set);
  if (a.only_new) NarrowToNewTilesOrExit(&set);
  SheetLayout layout = LayoutOrExit(a, set);
  Theme theme;
  Diagnostics diags;
  Status loaded = LoadTheme(layout.theme, &theme, &diags);
  PrintDiagnostics(diags);
  ExitOnError(loaded);
  std::string out =
      !a.output.empty() ? a.output : "out/" + set.id + (set.only_new ? "-new" : "") + "-tiles.pdf";
  SheetPages pages;
  ExitOnError(WriteTileSheets(out, set, layout, theme, set.sources, &pages));
  const Imposition& imp = pages.imposition;
  size_t sheets = pages.fronts.size();
  std::cout << out << ": " << set.TileCount() << " tiles on " << sheets << (sheets == 1 ? " sheet (" : " sheets (")
            << imp.cols << " x " << imp.rows << " per " << (imp.landscape ? "landscape" : "portrait")
            << " page" << (layout.backs ? ", each followed by its back page" : "") << ")\n";
}

}  // namespace

void SetupRender(CLI::App& app) {
  auto a = std::make_shared<RenderArgs>();
  CLI::App* cmd = app.add_subcommand("render", "Lay out printable tile sheets (fronts and duplex backs) as a PDF");
  a->cmd = cmd;
  cmd->add_option("tileset", a->set, "Tile spec file (or bundled set name)")->required();
  cmd->add_option("-o,--output", a->output, "Output PDF (default: out/<set>-tiles.pdf)");
  cmd->add_option("-t,--template", a->layout, "Layout preset name or YAML file (default: the set's `layout`, else default)");
  cmd->add_option("--theme", a->theme, "Theme name or YAML file (templates/themes)");
  cmd->add_option("--paper", a->paper, "Paper: a4, letter, a3, legal, a5");
  cmd->add_option("--orientation", a->orientation, "portrait, landscape or auto")
      ->check(CLI::IsMember({"portrait", "landscape", "auto"}));
  cmd->add_option("--tile-size", a->tile, "Tile size in mm (45 is the real tile)");
  cmd->add_option("--margin", a->margin, "Unprinted margin at the paper's edge, mm");
  cmd->add_option("--cuts", a->cuts, "butted (shared cut lines) or gutter (gap and bleed around each tile)")
      ->check(CLI::IsMember({"butted", "gutter"}));
  cmd->add_option("--bleed", a->bleed, "Art past the cut line, mm");
  cmd->add_option("--gutter", a->gutter, "Gap between neighbouring tiles' cut lines, mm");
  cmd->add_option("--scale-bar", a->scale_bar, "Scale bar length in mm (0 for none)");
  cmd->add_option("--flip", a->flip, "Duplex flip: long-edge or short-edge")
      ->check(CLI::IsMember({"long-edge", "short-edge"}));
  cmd->add_option("--back-offset", a->back_offset, "Shift back pages by X,Y mm for printers that shift")
      ->expected(2)
      ->delimiter(',');
  cmd->add_flag("--no-backs", a->no_backs, "Leave out the back pages");
  cmd->add_flag("--no-marks", a->no_marks, "Leave out crop marks");
  cmd->add_flag("--only-new", a->only_new,
                "Only the tiles the set adds to the set it extends (for owners of that set)");
  cmd->callback([a] { RunRender(*a); });
}

}  // namespace carc
