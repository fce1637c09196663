#include "print/tile_export.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "art/tile_art.h"
#include "art/tile_back.h"
#include "art/tile_image.h"
#include "base/image_size.h"
#include "base/output_file.h"
#include "draw/png_image.h"
#include "print/export_manifest.h"
#include "print/export_names.h"
#include "print/tile_file.h"

namespace carc {

namespace fs = std::filesystem;

namespace {

/// One card of the deck: its type, whether it starts the game and its back.
struct Card {
  int type = 0;
  bool start = false;
  TileBack back = TileBack::Regular;
};

/// Every copy of every type in spec order, each with its back as on the
/// printed sheets (BackOf: the start tile's, the river tiles' or the regular).
std::vector<Card> Deck(const TileSet& set) {
  std::vector<Card> deck;
  const TileType* start = set.StartTile();
  DeckParts parts(set);
  for (size_t t = 0; t < set.tiles.size(); ++t)
    for (int k = 0; k < set.tiles[t].count; ++k)
      deck.push_back({int(t), &set.tiles[t] == start && k == 0, BackOf(parts, set.tiles[t], k)});
  return deck;
}

std::string Extension(ExportFormat f) { return std::string(".") + ExportFormatName(f); }

Status ReadWhole(const std::string& path, std::string* content) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  if (!in) return Status::Io("cannot read back what was just written").At(path);
  *content = text.str();
  return Status::Ok();
}

/// Writes one export into its folder, keeping the names it hands out apart.
class Exporter {
 public:
  Exporter(const std::string& dir, const TileSet& set, const Theme& theme, const ExportOptions& o,
           ExportResult* result)
      : dir_(dir), set_(set), theme_(theme), o_(o), result_(*result) {}

  Status Run() {
    Status s = CheckPixels();
    if (!s.ok() || !(s = LoadTileImages(set_, &images_)).ok()) return s;
    if (!(s = CheckEmbeddedArt()).ok() || !(s = MakeFolder()).ok()) return s;
    namer_.Claim("manifest");
    if (!(s = WriteBacks()).ok()) return s;
    s = o_.sheet == SheetKind::None ? WriteSingles() : WriteSheets();
    if (!s.ok()) return s;
    result_.manifest = "manifest.json";
    return WriteFileAtomically(Path(result_.manifest), ExportManifest(set_, o_, result_), set_.sources);
  }

 private:
  std::string Path(const std::string& name) const { return (fs::path(dir_) / name).string(); }

  /// Refuses PNGs that would together hold more than kMaxRunPixels (one
  /// file per copy, or sheets, of a 10 000-tile set at a high --dpi), before
  /// anything is written.
  Status CheckPixels() const {
    if (o_.format != ExportFormat::Png) return Status::Ok();
    long long images = 3;  // the backs, at most
    double pixels = 0;
    int per_card = o_.backs ? 2 : 1;
    if (o_.sheet == SheetKind::None) {
      double side = double(TilePngPixels(FileOptions(false)));
      for (const TileType& t : set_.tiles) images += (o_.copies ? t.count : 1) * per_card;
      pixels = double(images) * side * side;
    } else {
      int river = 0, tile_px = int(PixelsFor(o_.tile, o_.dpi));
      std::vector<Card> deck = Deck(set_);
      for (const Card& card : deck) river += card.back == TileBack::River;
      for (int cards : {int(deck.size()) - river, river}) {
        if (cards == 0) continue;
        for (const DeckSheet& g : o_.sheet == SheetKind::Tts ? PlanTtsSheets(cards, tile_px)
                                                             : PlanGridSheets(cards, o_.columns, o_.rows, tile_px)) {
          images += per_card;
          pixels += double(g.Width()) * double(g.Height()) * per_card;
        }
      }
    }
    return CheckRunPixels(dir_, "export", images, pixels,
                          "lower --dpi or --tile-size" + std::string(o_.copies ? ", or leave out --copies" : ""));
  }

  /// SVG and PDF files embed their tile's art: refuses files that would
  /// together embed more than kMaxRunPixels (as held: 4 bytes a pixel), such
  /// as 10 000 copies of a tile with 1205 x 1205 pixels of art (51 GB of SVG).
  Status CheckEmbeddedArt() const {
    if (o_.format == ExportFormat::Png) return Status::Ok();
    long long files = 0;
    double pixels = 0;
    for (const TileType& t : set_.tiles) {
      int n = o_.copies ? t.count : 1;
      files += n;
      if (const TileImage* image = ImageOf(t)) pixels += double(n) * double(image->held_bytes()) / 4;
    }
    return CheckRunPixels(dir_, "export", files, pixels,
                          "art is embedded in every file: use --format png" +
                              std::string(o_.copies ? ", or leave out --copies" : ""));
  }

  Status MakeFolder() {
    std::error_code ec;
    if (fs::exists(dir_, ec) && !fs::is_directory(dir_, ec))
      return Status::Io(dir_ + " exists and is not a folder");
    fs::create_directories(dir_, ec);
    if (ec) return Status::Io("cannot make folder " + dir_ + ": " + ec.message());
    return Status::Ok();
  }

  TileFileOptions FileOptions(bool back) const {
    TileFileOptions f;
    f.size = o_.tile;
    f.bleed = o_.sheet == SheetKind::None ? o_.bleed : Mm(0);
    f.dpi = o_.dpi;
    f.back = back;
    return f;
  }

  ExportedFile Described(const std::string& name, const TileFileOptions& f) const {
    ExportedFile out{name, 0, 0, {f.size + f.bleed * 2, f.size + f.bleed * 2}};
    if (o_.format == ExportFormat::Png) out.width_px = out.height_px = TilePngPixels(f);
    return out;
  }

  const TileImage* ImageOf(const TileType& t) const {
    auto it = images_.find(t.id);
    return it == images_.end() ? nullptr : it->second.get();
  }

  /// The regular back and those of the start tile and the river tiles the
  /// set has, as single files.
  Status WriteBacks() {
    bool used[3] = {true, false, false};
    for (const Card& card : Deck(set_)) used[int(card.back)] = true;
    const struct {
      TileBack back;
      const char* stem;
      ExportedFile* file;
    } backs[] = {{TileBack::Regular, "back", &result_.back},
                 {TileBack::Start, "start-back", &result_.start_back},
                 {TileBack::River, "river-back", &result_.river_back}};
    for (const auto& b : backs) {
      if (!used[int(b.back)]) continue;
      TileFileOptions f = FileOptions(true);
      f.back_design = b.back;
      *b.file = Described(namer_.Claim(b.stem) + Extension(o_.format), f);
      Status s = WriteTileFile(Path(b.file->name), set_.tiles.front(), theme_, nullptr, f, set_.sources);
      if (!s.ok()) return s;
    }
    return Status::Ok();
  }

  /// The file holding back design `back`.
  const std::string& BackFile(TileBack back) const {
    return back == TileBack::Start   ? result_.start_back.name
           : back == TileBack::River ? result_.river_back.name
                                     : result_.back.name;
  }

  /// `name` with the bytes of the file `from` already written (copies are
  /// identical: drawn once).
  Status CopyOf(const std::string& from, const std::string& name) {
    std::string content;
    Status s = ReadWhole(Path(from), &content);
    return s.ok() ? WriteFileAtomically(Path(name), content, set_.sources) : s;
  }

  Status WriteSingles() {
    std::string ext = Extension(o_.format);
    TileFileOptions f = FileOptions(false);
    for (size_t t = 0; t < set_.tiles.size(); ++t) {
      const TileType& tile = set_.tiles[t];
      ExportedTile out;
      out.type = int(t);
      int files = o_.copies ? tile.count : 1;
      for (int k = 1; k <= files; ++k) {
        std::string stem = namer_.Claim(o_.copies ? tile.id + "-" + std::to_string(k) : tile.id);
        out.fronts.push_back(Described(stem + ext, f));
        Status s = k == 1 ? WriteTileFile(Path(stem + ext), tile, theme_, ImageOf(tile), f, set_.sources)
                          : CopyOf(out.fronts.front().name, stem + ext);
        if (!s.ok()) return s;
        if (!o_.backs) continue;
        out.backs.push_back(Described(namer_.Claim(stem + "-back") + ext, FileOptions(true)));
        s = CopyOf(BackFile(BackOf(set_, tile, k - 1)), out.backs.back().name);
        if (!s.ok()) return s;
      }
      result_.tiles.push_back(out);
    }
    return Status::Ok();
  }

  /// Paints `surface` (recorded at the tile size) into cell `i` of `grid`.
  void PaintCell(cairo_t* cr, const DeckSheet& grid, int i, cairo_surface_t* surface) {
    Mm x = o_.tile * double(i % grid.columns), y = o_.tile * double(i / grid.columns);
    SaveGuard guard(cr);
    Rectangle(cr, {x, y, o_.tile, o_.tile});
    cairo_clip(cr);
    cairo_set_source_surface(cr, surface, x.pt(), y.pt());
    cairo_paint(cr);
  }

  /// Draws one sheet: every card's face, or with `backs` its back; the
  /// hidden cell gets the deck's back, `hidden`.
  Status WriteSheet(const std::string& name, const DeckSheet& grid, const std::vector<Card>& deck, bool backs,
                    TileBack hidden) {
    PngImage png(Path(name), grid.Width(), grid.Height(), double(grid.cell) / o_.tile.pt(), "lower --dpi");
    if (!png.status().ok()) return png.status();
    for (int i = 0; i < grid.cards; ++i) {
      const Card& card = deck[size_t(grid.first + i)];
      cairo_surface_t* art = !backs ? fronts_[size_t(card.type)].get() : backs_[int(card.back)].get();
      PaintCell(png.cr(), grid, i, art);
    }
    if (grid.hidden_cell)
      PaintCell(png.cr(), grid, grid.columns * grid.rows - 1, backs_[int(hidden)].get());
    return png.Save(set_.sources);
  }

  Status WriteSheets() {
    for (const TileType& t : set_.tiles) fronts_.push_back(RecordTileFront(t, theme_, o_.tile, Mm(0), ImageOf(t)));
    for (TileBack b : {TileBack::Regular, TileBack::Start, TileBack::River})
      backs_[int(b)] = RecordTileBack(b, theme_, o_.tile, Mm(0));
    // A river's tiles are a deck of their own, drawn before the others, as
    // its rules play them: on a table they must be a separate stack.
    std::vector<Card> main, river;
    for (const Card& card : Deck(set_)) (card.back == TileBack::River ? river : main).push_back(card);
    Status s = WriteDeck("main", main, TileBack::Regular);
    if (s.ok() && !river.empty()) s = WriteDeck("river", river, TileBack::River);
    return s;
  }

  /// The sheets of one deck, named tts-1.png ... (or tts-river-1.png ...
  /// for the river deck); hidden cells show `hidden`.
  Status WriteDeck(const std::string& name, const std::vector<Card>& deck, TileBack hidden) {
    if (deck.empty()) return Status::Ok();
    int tile_px = int(PixelsFor(o_.tile, o_.dpi));
    std::vector<DeckSheet> grids = o_.sheet == SheetKind::Tts ? PlanTtsSheets(int(deck.size()), tile_px)
                                                                : PlanGridSheets(int(deck.size()), o_.columns, o_.rows, tile_px);
    std::string prefix = std::string(o_.sheet == SheetKind::Tts ? "tts-" : "grid-") + (name == "main" ? "" : name + "-");
    for (size_t n = 0; n < grids.size(); ++n) {
      ExportedSheet sheet;
      sheet.deck = name;
      sheet.hidden_back = hidden;
      sheet.grid = grids[n];
      SizeMm size{o_.tile * double(sheet.grid.columns), o_.tile * double(sheet.grid.rows)};
      std::string stem = namer_.Claim(prefix + std::to_string(n + 1));
      sheet.face = {stem + ".png", sheet.grid.Width(), sheet.grid.Height(), size};
      for (int i = 0; i < sheet.grid.cards; ++i) {
        const Card& card = deck[size_t(sheet.grid.first + i)];
        sheet.types.push_back(card.type);
        if (card.start) sheet.start_card = i;
      }
      Status s = WriteSheet(sheet.face.name, sheet.grid, deck, false, hidden);
      if (!s.ok()) return s;
      if (o_.backs) {
        sheet.back = {namer_.Claim(stem + "-back") + ".png", sheet.grid.Width(), sheet.grid.Height(), size};
        if (!(s = WriteSheet(sheet.back.name, sheet.grid, deck, true, hidden)).ok()) return s;
      }
      result_.sheets.push_back(sheet);
    }
    return Status::Ok();
  }

  const std::string& dir_;
  const TileSet& set_;
  const Theme& theme_;
  const ExportOptions& o_;
  ExportResult& result_;
  TileImages images_;
  FileNamer namer_;
  std::vector<SurfacePtr> fronts_;
  SurfacePtr backs_[3];  ///< by TileBack
};

}  // namespace

const char* ExportFormatName(ExportFormat format) {
  switch (format) {
    case ExportFormat::Png: return "png";
    case ExportFormat::Svg: return "svg";
    case ExportFormat::Pdf: return "pdf";
  }
  return "png";
}

int ExportResult::FileCount() const {
  int n = (back.name.empty() ? 0 : 1) + (start_back.name.empty() ? 0 : 1) +
          (river_back.name.empty() ? 0 : 1) + (manifest.empty() ? 0 : 1);
  for (const ExportedTile& t : tiles) n += int(t.fronts.size() + t.backs.size());
  for (const ExportedSheet& s : sheets) n += 1 + (s.back.name.empty() ? 0 : 1);
  return n;
}

Status SanitizeExport(const ExportOptions& o) {
  auto bad = [](const std::string& m) { return Status::Usage(m); };
  if (o.dpi < 10 || o.dpi > 2400) return bad("--dpi must be from 10 to 2400");
  if (o.tile.v < 10 || o.tile.v > 300) return bad("--tile-size must be from 10 to 300 mm");
  if (o.bleed.v < 0 || o.bleed.v > 10) return bad("--bleed must be from 0 to 10 mm");
  if (o.sheet == SheetKind::None) {
    if (o.backs && !o.copies)
      return bad("--back writes each card's own back: use it with --copies (one file per copy) or --sheet");
    return Status::Ok();
  }
  if (o.format != ExportFormat::Png) return bad("deck sheets are images for digital tables: use --format png");
  if (o.bleed.v > 0) return bad("deck sheets have no bleed: leave out --bleed, or export single files");
  if (o.copies) return bad("deck sheets always hold every copy: leave out --copies");
  if (o.sheet == SheetKind::Grid && (o.columns < 1 || o.columns > 100 || o.rows < 1 || o.rows > 100))
    return bad("--sheet grid needs COLSxROWS, each from 1 to 100, e.g. --sheet grid 6x4");
  return Status::Ok();
}

Status ExportTiles(const std::string& dir, const TileSet& set, const Theme& theme, const ExportOptions& options,
                   ExportResult* result) {
  Status s = SanitizeExport(options);
  if (!s.ok()) return s;
  ExportResult done;
  s = Exporter(dir, set, theme, options, &done).Run();
  if (s.ok() && result) *result = std::move(done);
  return s;
}

}  // namespace carc
