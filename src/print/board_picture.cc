#include "print/board_picture.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <memory>
#include <set>

#include "art/board_art.h"
#include "art/meeple.h"
#include "art/tile_image.h"
#include "base/image_size.h"
#include "draw/image_file.h"
#include "draw/png_image.h"
#include "print/board_legend.h"
#include "print/paper.h"
#include "rules/board_position.h"

namespace carc {

namespace {


constexpr Mm kImageMargin = Mm(6);   ///< around an SVG or PNG picture
constexpr Mm kPageMargin = Mm(12);   ///< around a PDF page's content
constexpr Mm kGap = Mm(4);           ///< between the words and the board
constexpr Mm kMinTextWidth = Mm(90); ///< a tiny board still gets a readable legend

/// A context for measuring text before any surface exists.
ContextPtr MeasureContext() {
  SurfacePtr surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr));
  return ContextPtr(cairo_create(surface.get()));
}

/// Where the parts of every picture go: the same for every step, so the
/// board stays put from page to page.
struct PictureLayout {
  SizeMm canvas;       ///< the page or image
  Mm tile;             ///< cell size
  PointMm header;      ///< top-left of the header
  PointMm board;       ///< top-left of the board's box
  PointMm scores;      ///< top-left of the scores
  Mm text_width;       ///< the header and scores wrap at this width
};

/// Heights of the tallest header and scores among the pictures, at `width`.
void TextHeights(cairo_t* cr, const std::vector<BoardLegend>& legends, Mm width, Mm* header, Mm* scores) {
  *header = *scores = Mm(0);
  for (const BoardLegend& l : legends) {
    *header = std::max(*header, l.Header(cr, {Mm(0), Mm(0)}, width, false));
    *scores = std::max(*scores, l.Scores(cr, {Mm(0), Mm(0)}, width, false));
  }
}

/// An image sized to the board at `tile`, the words at least kMinTextWidth wide.
PictureLayout ImageLayout(const std::vector<BoardLegend>& legends, const CellBox& box, Mm tile) {
  ContextPtr cr = MeasureContext();
  Mm board_w = tile * double(box.Width()), board_h = tile * double(box.Height());
  Mm width = std::max(board_w, kMinTextWidth);
  for (const BoardLegend& l : legends) width = std::max(width, l.MinWidth(cr.get()));
  Mm header, scores;
  TextHeights(cr.get(), legends, width, &header, &scores);
  PictureLayout p;
  p.tile = tile;
  p.text_width = width;
  p.canvas = {width + kImageMargin * 2, header + board_h + scores + kGap * 2 + kImageMargin * 2};
  p.header = {kImageMargin, kImageMargin};
  p.board = {kImageMargin + (width - board_w) / 2, kImageMargin + header + kGap};
  p.scores = {kImageMargin, p.board.y + board_h + kGap};
  return p;
}

/// A page of `paper` turned `landscape`, the board as large as fits up to `largest`.
PictureLayout PageLayout(const std::vector<BoardLegend>& legends, const CellBox& box, SizeMm paper,
                         bool landscape, Mm largest) {
  ContextPtr cr = MeasureContext();
  PictureLayout p;
  p.canvas = Oriented(paper, landscape);
  p.text_width = p.canvas.w - kPageMargin * 2;
  Mm header, scores;
  TextHeights(cr.get(), legends, p.text_width, &header, &scores);
  Mm room_h = p.canvas.h - kPageMargin * 2 - header - scores - kGap * 2;
  p.tile = std::min({largest, p.text_width / double(box.Width()), room_h / double(box.Height())});
  p.tile = std::max(p.tile, Mm(0.01));
  Mm board_w = p.tile * double(box.Width()), board_h = p.tile * double(box.Height());
  p.header = {kPageMargin, kPageMargin};
  p.board = {(p.canvas.w - board_w) / 2, kPageMargin + header + kGap};
  p.scores = {kPageMargin, p.board.y + board_h + kGap};
  return p;
}

/// Draws the pictures of one board, one position at a time.
class PictureWriter {
 public:
  PictureWriter(const std::string& path, ImageFormat format, const BoardFile& board, const ShapeCatalog& catalog,
                const Theme& theme, const TileImages& images, const BoardPictureOptions& o)
      : path_(path), format_(format), board_(board), catalog_(catalog), theme_(theme), o_(o),
        art_(catalog, theme, images), colors_(PlayerColors(board.players)) {}

  /// Keeps the words of the next picture, showing `pos`.
  void AddLegend(const BoardPosition& pos) { legends_.emplace_back(board_, catalog_, pos, colors_, theme_.font); }

  /// Fixes the layout for the cells of `box` (the final board's) and every
  /// legend's words. `grid` grows each step's box by a ring.
  Status Begin(const CellBox& box, bool grid) {
    box_ = box;
    grid_ = grid;
    if (format_ != ImageFormat::Pdf || o_.fit) {
      layout_ = ImageLayout(legends_, box_, o_.tile);
      if (format_ == ImageFormat::Png) return CheckStepPixels();
      return Status::Ok();
    }
    SizeMm paper;
    PaperSize(o_.paper, &paper);
    PictureLayout portrait = PageLayout(legends_, box_, paper, false, o_.tile);
    PictureLayout landscape = PageLayout(legends_, box_, paper, true, o_.tile);
    bool wide = box_.Width() > box_.Height();
    bool turn = o_.orientation == "landscape" ||
                (o_.orientation == "auto" && (landscape.tile.v > portrait.tile.v + 1e-9 ||
                                              (wide && landscape.tile.v > portrait.tile.v - 1e-9)));
    landscape_ = turn;
    layout_ = turn ? landscape : portrait;
    return Status::Ok();
  }

  /// The PDF's title, subject and keywords.
  PdfMetadata Metadata() const {
    PdfMetadata meta;
    meta.title = "Board " + std::filesystem::path(board_.path).filename().string();
    meta.subject = catalog_.set().name + ": " + std::to_string(board_.moves.size()) + " moves";
    meta.keywords = "Carcassonne, board, " + catalog_.set().id;
    return meta;
  }

  /// Adds the PDF page of picture `index`, showing `pos`.
  void AddPage(PdfDocument& doc, const BoardPosition& pos, int index) {
    if (o_.steps && !o_.fit) StepLayout(pos);
    doc.BeginPage(layout_.canvas, "Move " + std::to_string(pos.moves));
    Draw(doc.cr(), pos, index);
    doc.EndPage();
  }

  /// Writes picture `index` (of `count`), showing `pos`, as an SVG or PNG file:
  /// `path`, or its numbered step file with --steps.
  Status WriteImage(const BoardPosition& pos, int index, int count, const std::vector<std::string>& inputs,
                    std::string* file) {
    *file = o_.steps ? StepPath(path_, index + 1, count) : path_;
    ImageEncoding encoding;
    encoding.dpi = o_.dpi;
    encoding.hint = "lower --dpi or --tile-size";
    ImageContent content;
    content.size = layout_.canvas;
    content.draw = [&](cairo_t* cr) { Draw(cr, pos, index); };
    return WriteImageFile(*file, format_, encoding, content, inputs);
  }

  /// Where the board lies on the last picture.
  const PictureLayout& layout() const { return layout_; }
  /// The cells of the last picture.
  const CellBox& box() const { return box_; }

 private:
  /// A page of --steps on paper: the board after `pos.moves` moves as large
  /// as it fits, on the paper turned as for the final board.
  void StepLayout(const BoardPosition& pos) {
    box_ = BoardExtent(board_, pos.moves);
    if (grid_) box_ = {box_.x0 - 1, box_.y0 - 1, box_.x1 + 1, box_.y1 + 1};
    SizeMm paper;
    PaperSize(o_.paper, &paper);
    layout_ = PageLayout(legends_, box_, paper, landscape_, o_.tile);
  }

  void Draw(cairo_t* cr, const BoardPosition& pos, int index) {
    {
      SaveGuard guard(cr);
      cairo_set_source_rgb(cr, 1, 1, 1);
      cairo_paint(cr);
    }
    const BoardLegend& legend = legends_[size_t(index)];
    legend.Header(cr, layout_.header, layout_.text_width);
    BoardArtOptions art;
    art.tile = layout_.tile;
    art.grid = o_.grid;
    art.highlight = o_.steps && pos.moves > 1 ? pos.moves - 1 : -1;
    art_.Draw(cr, pos, box_, layout_.board, art, colors_);
    legend.Scores(cr, layout_.scores, layout_.text_width);
  }

  /// Refuses --steps PNGs that would together hold more than kMaxRunPixels.
  Status CheckStepPixels() const {
    double each = double(PixelsFor(layout_.canvas.w, o_.dpi)) * double(PixelsFor(layout_.canvas.h, o_.dpi));
    long long images = (long long)legends_.size();
    return CheckRunPixels(path_, "--steps", images, each * double(images),
                          "lower --dpi or --tile-size, or add --move N");
  }

  const std::string& path_;
  ImageFormat format_;
  const BoardFile& board_;
  const ShapeCatalog& catalog_;
  const Theme& theme_;
  const BoardPictureOptions& o_;
  BoardArt art_;
  std::vector<PlayerColor> colors_;
  std::vector<BoardLegend> legends_;
  CellBox box_;
  bool grid_ = false, landscape_ = false;
  PictureLayout layout_;
};

/// Plays the moves of `board` up to the last one drawn and shows `visit`
/// each position drawn: after every move (--steps) or after the last only,
/// with the final scoring on the last when asked.
Status VisitPositions(const BoardFile& board, const ShapeCatalog& catalog, const BoardPictureOptions& o,
                      const std::function<void(const BoardPosition&)>& visit) {
  int last = o.move > 0 ? o.move : int(board.moves.size());
  BoardFile played = board;
  played.moves.resize(size_t(last));
  Game game = NewBoardGame(played, catalog);
  Diagnostics diags;
  Status s = PlayBoard(played, &game, &diags, [&](const Game& g) {
    int moves = int(g.placements().size());
    if (o.steps || moves == last) visit(CapturePosition(played, g, o.final_scoring && moves == last));
  });
  if (s.ok()) return s;
  if (diags.all().empty()) return Status::Invalid("illegal board");
  const Diagnostic& first = diags.all()[0];
  return Status::Invalid(first.message).At(first.file, {first.line, first.column});
}

/// Most tiles that --steps may draw in all its pictures: step k draws k tiles,
/// so the work grows with the square of the moves (a 631-move game).
constexpr long long kMaxStepTiles = 200000;

/// Refuses --steps over `steps` moves when their pictures would together draw
/// more than kMaxStepTiles tiles; Ok for 0 (no --steps).
Status CheckStepsWork(long long steps) {
  long long tiles = steps * (steps + 1) / 2;
  if (tiles <= kMaxStepTiles) return Status::Ok();
  long long most = 0;
  while ((most + 1) * (most + 2) / 2 <= kMaxStepTiles) ++most;
  return Status::Usage("--steps would draw " + std::to_string(tiles) + " tiles (" +
                       std::to_string(steps) + " pictures, each with every tile placed so far); at most " +
                       std::to_string(kMaxStepTiles) + " are drawn: add --move " + std::to_string(most) +
                       " or less, or leave out --steps");
}

/// Refuses --steps SVG files that would together embed more art than
/// kMaxRunPixels (as held: 4 bytes a pixel): each file embeds, once, the art
/// of every tile placed so far.
Status CheckStepArt(const std::string& path, const BoardFile& board, const ShapeCatalog& catalog,
                    const TileImages& images, int last) {
  std::set<const TileImage*> seen;
  double held = 0, total = 0;
  for (int m = 0; m < last && m < int(board.moves.size()); ++m) {
    int type = board.moves[size_t(m)].type;
    if (type < 0 || size_t(type) >= catalog.set().tiles.size()) continue;
    auto it = images.find(catalog.set().tiles[size_t(type)].id);
    if (it != images.end() && seen.insert(it->second.get()).second) held += double(it->second->held_bytes());
    total += held / 4;
  }
  return CheckRunPixels(path, "--steps", last, total,
                        "art is embedded in every file: write a .pdf, which holds it once, or add "
                        "--move N");
}

/// Draws every picture with `writer`, whose layout is fixed: the pages of
/// one PDF, or one SVG or PNG file per picture; `count` pictures in all.
Status WritePictures(const std::string& path, ImageFormat format, const BoardFile& board,
                     const ShapeCatalog& catalog, const BoardPictureOptions& options,
                     const std::vector<std::string>& inputs, int count, PictureWriter& writer,
                     BoardPictureResult* done) {
  int index = 0;
  if (format == ImageFormat::Pdf) {
    ImageContent content;
    content.metadata = writer.Metadata();
    content.pages = [&](PdfDocument& doc) {
      return VisitPositions(board, catalog, options, [&](const BoardPosition& pos) {
        writer.AddPage(doc, pos, index++);
        ++done->pictures;
      });
    };
    Status s = WriteImageFile(path, format, {}, content, inputs);
    if (s.ok()) done->files.push_back(path);
    return s;
  }
  Status drawn = Status::Ok();
  Status s = VisitPositions(board, catalog, options, [&](const BoardPosition& pos) {
    std::string file;
    if (drawn.ok()) drawn = writer.WriteImage(pos, index++, count, inputs, &file);
    if (!drawn.ok()) return;
    done->files.push_back(file);
    ++done->pictures;
  });
  return s.ok() ? drawn : s;
}

}  // namespace

Status SanitizeBoardPicture(const std::string& path, const BoardFile& board, const BoardPictureOptions& o) {
  ImageFormat format;
  if (!ImageFormatOf(path, "", &format))
    return UnknownImageFormat("", path, {ImageFormat::Pdf, ImageFormat::Svg, ImageFormat::Png});
  int moves = int(board.moves.size());
  if (o.move < 0 || o.move > moves)
    return Status::Usage("--move " + std::to_string(o.move) + ": " + board.path + " has " +
                         std::to_string(moves) + (moves == 1 ? " move" : " moves"));
  SizeMm paper;
  if (!PaperSize(o.paper, &paper))
    return Status::Usage("unknown paper '" + o.paper + "'; known papers: a4, letter, a3, legal, a5");
  if (o.orientation != "auto" && o.orientation != "portrait" && o.orientation != "landscape")
    return Status::Usage("--orientation must be auto, portrait or landscape, got '" + o.orientation + "'");
  if (o.fit && o.orientation != "auto")
    return Status::Usage("--fit pages take the board's own shape: leave out --orientation");
  if (format != ImageFormat::Pdf && (o.fit || o.orientation != "auto"))
    return Status::Usage(std::string(o.fit ? "--fit" : "--orientation") +
                         " is for a PDF: an SVG or PNG picture is always the board's own size");
  if (o.tile.v < 5 || o.tile.v > 300)
    return Status::Usage("--tile-size must be from 5 to 300 mm, got " + std::to_string(o.tile.v));
  if (o.dpi < 10 || o.dpi > 2400)
    return Status::Usage("--dpi must be from 10 to 2400, got " + std::to_string(o.dpi));
  return CheckStepsWork(o.steps ? (o.move > 0 ? o.move : moves) : 0);
}

std::string StepPath(const std::string& path, int step, int count) {
  std::filesystem::path p(path);
  int digits = std::max(2, int(std::to_string(count).size()));
  std::string n = std::to_string(step);
  n.insert(0, size_t(std::max(0, digits - int(n.size()))), '0');
  return (p.parent_path() / (p.stem().string() + "-" + n + p.extension().string())).string();
}

Status WriteBoardPicture(const std::string& path, const BoardFile& board, const ShapeCatalog& catalog,
                         const Theme& theme, const BoardPictureOptions& options,
                         const std::vector<std::string>& inputs, BoardPictureResult* result) {
  Status s = SanitizeBoardPicture(path, board, options);
  if (!s.ok()) return s;
  ImageFormat format;
  ImageFormatOf(path, "", &format);
  TileImages images;
  if (!(s = LoadTileImages(catalog.set(), &images)).ok()) return s;
  int last = options.move > 0 ? options.move : int(board.moves.size());
  if (options.steps && format == ImageFormat::Svg &&
      !(s = CheckStepArt(path, board, catalog, images, last)).ok())
    return s;
  CellBox box = BoardExtent(board, last);
  if (options.grid) box = {box.x0 - 1, box.y0 - 1, box.x1 + 1, box.y1 + 1};
  BoardPictureResult done;
  done.pdf = format == ImageFormat::Pdf;
  PictureWriter writer(path, format, board, catalog, theme, images, options);
  // Two plays: the first measures every picture's words so that the board
  // stays put from step to step, the second draws; no position is kept.
  int count = 0;
  s = VisitPositions(board, catalog, options, [&](const BoardPosition& pos) {
    writer.AddLegend(pos);
    ++count;
  });
  if (!s.ok() || !(s = writer.Begin(box, options.grid)).ok()) return s;
  s = WritePictures(path, format, board, catalog, options, inputs, count, writer, &done);
  if (!s.ok()) return s;
  done.cells = writer.box();
  done.origin = writer.layout().board;
  done.tile = writer.layout().tile;
  if (result) *result = done;
  return Status::Ok();
}

}  // namespace carc
