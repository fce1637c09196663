// `carckit render TILESET [-o FILE] [-t LAYOUT] [options]`
#include "app/render.h"
#include "cli/cli.h"
#include "cli/options.h"

namespace carc {

namespace {

struct RenderArgs {
  RenderRequest request;
  std::string paper, orientation, cuts, flip, theme;
  double tile = 0, margin = 0, bleed = 0, gutter = 0, scale_bar = 0;
  std::vector<double> back_offset;
  CLI::App* cmd = nullptr;
};

/// The options given on the command line, as changes to the preset.
LayoutChanges Changes(const RenderArgs& a) {
  auto given = [&](const char* name) { return a.cmd->count(name) > 0; };
  LayoutChanges c = a.request.changes;  // --no-backs, --no-marks
  if (given("--paper")) c.paper = a.paper;
  if (given("--orientation"))
    c.orientation = a.orientation == "portrait"    ? Orientation::Portrait
                    : a.orientation == "landscape" ? Orientation::Landscape
                                                   : Orientation::Auto;
  if (given("--tile-size")) c.tile = Mm(a.tile);
  if (given("--margin")) c.margin = Mm(a.margin);
  if (given("--cuts")) c.cuts = a.cuts == "butted" ? CutStyle::Butted : CutStyle::Gutter;
  if (given("--bleed")) c.bleed = Mm(a.bleed);
  if (given("--gutter")) c.gutter = Mm(a.gutter);
  if (given("--scale-bar")) c.scale_bar = Mm(a.scale_bar);
  if (given("--flip")) c.flip = a.flip == "short-edge" ? Flip::ShortEdge : Flip::LongEdge;
  if (given("--back-offset")) c.back_offset = {{Mm(a.back_offset[0]), Mm(a.back_offset[1])}};
  if (given("--theme")) c.theme = a.theme;
  return c;
}

void RunRender(RenderArgs a) {
  a.request.changes = Changes(a);
  Diagnostics diags;
  WrittenFile written;
  Status status = RenderSheets(a.request, &diags, &written);
  PrintAndExitOnError(status, diags);
  ReportWritten(written);
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
  AddTilesetArg(cmd, &a->request.tileset);
  AddPdfOutputOption(cmd, &a->request.output, "out/<set>[-new]-tiles.pdf");
  AddLayoutOption(cmd, &a->request.layout);
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
  cmd->add_flag("--no-backs", a->request.changes.no_backs, "Leave out the back pages");
  cmd->add_flag("--no-marks", a->request.changes.no_marks, "Leave out crop marks");
  cmd->add_flag("--only-new", a->request.only_new,
                "Only the tiles the set adds to the set it extends (for owners of that set)");
  cmd->callback([a] { RunRender(*a); });
}

}  // namespace carc
