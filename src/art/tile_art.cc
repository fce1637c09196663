#include "art/tile_art.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "art/buildings.h"
#include "art/dirt_road.h"
#include "art/modifier_art.h"
#include "art/paint.h"
#include "art/segment_map.h"
#include "art/tile_shapes.h"
#include "art/water_art.h"
#include "draw/cairo_canvas.h"
#include "draw/pdf_canvas.h"

namespace carc {

namespace {

constexpr double kPi = kArtPi;
constexpr double kReference = kReferenceTileMm;

Frame MakeFrame(const TileFrame& f) { return Frame(f.cut.x.pt(), f.cut.y.pt(), f.cut.w.pt(), f.cut.w.v, f.quarters); }

bool ClearOfWalls(Vec p, const std::vector<BoundedLine>& walls, double d) {
  for (const BoundedLine& w : walls)
    if (w.Nearer(p, d)) return false;
  return true;
}

/// A Cairo canvas that paints everything in one colour, the label of the
/// segment being drawn (segment_map.h).
class FlatCanvas : public CairoCanvas {
 public:
  using CairoCanvas::CairoCanvas;
  /// Makes `label`'s colour the one everything is painted in from now on.
  void SetLabel(MapLabel label) {
    label_ = SegmentColor(label);
    CairoCanvas::SetColor(label_);
  }
  void SetColor(const Color&) override { CairoCanvas::SetColor(label_); }

 private:
  Color label_;
};

/// Draws one tile, sharing the frame, theme, shapes and the tile's seed. One
/// method per kind of feature, called in the layer order of docs/theme.md.
class TilePainter {
 public:
  TilePainter(Canvas& cv, const TileType& tile, const Theme& theme, const TileFrame& frame, bool clip)
      : cv_(cv), tile_(tile), theme_(theme), frame_(frame), f_(MakeFrame(frame)), clip_(clip) {
    ShapeParams params;
    params.road_half = (theme.road_width / 2 + theme.road_edge_width) / kReference;
    params.river_half = (theme.river_width / 2 + theme.river_bank_width) / kReference;
    params.wall_half = theme.wall_width / 2 / kReference;
    params.pool_grow = (theme.river_bank_width + (theme.river_bank_width > 0 ? 0.3 : 0)) / kReference;
    shapes_ = ComputeShapes(tile, params);
    modifiers_ = PlaceModifiers(tile, shapes_);
  }

  /// Paints the segment map (segment_map.h) on `flat`, the canvas this
  /// painter draws on: each feature as the art draws it, in its label.
  void PaintSegmentMap(FlatCanvas& flat) {
    CanvasSave guard(cv_);
    cv_.SetLineJoin(LineJoin::Round);
    flat.SetLabel({SegmentKind::Field, 0});
    Rectangle(cv_, frame_.Art());
    cv_.Fill();
    for (size_t i = 0; i < shapes_.rivers.size(); ++i) {
      TileShapes one = shapes_;
      one.rivers = {shapes_.rivers[i]};
      flat.SetLabel({SegmentKind::River, int(i)});
      DrawWater(cv_, one, theme_, frame_);
    }
    for (const RoadShape& r : shapes_.roads) {
      flat.SetLabel({SegmentKind::Road, r.road});
      DrawRoads({&r}, false);
    }
    flat.SetLabel({SegmentKind::Village, 0});
    if (shapes_.village.present) DrawRoads({}, true);
    for (const CityShape& city : shapes_.cities) {
      flat.SetLabel({SegmentKind::City, city.city});
      DrawCity(city);
      for (Vec s : city.shields) DrawShield(s, city.shield_scale);
    }
    for (const RoadShape& road : shapes_.roads) {
      flat.SetLabel({SegmentKind::Road, road.road});
      if (road.gate) DrawGate(road);
    }
    // The village's houses stand on the fields between its roads, as trees
    // do: they part no field, so the map leaves them out (the well is in
    // the square).
    flat.SetLabel({SegmentKind::Village, 0});
    if (shapes_.village.present) DrawVillageWell();
    flat.SetLabel({SegmentKind::Monastery, 0});
    if (shapes_.monastery.present) DrawMonastery();
  }

  void Paint() {
    CanvasSave guard(cv_);
    if (clip_) {
      // (A recording surface clips to its extents by itself; a clip there
      // would be written again for every element.)
      Rectangle(cv_, frame_.Art());
      cv_.Clip();
    }
    cv_.SetLineJoin(LineJoin::Round);
    DrawField();
    DrawWater(cv_, shapes_, theme_, frame_);
    DrawRoads();
    DrawBridges(cv_, shapes_, theme_, frame_);
    for (const CityShape& city : shapes_.cities) DrawCity(city);
    for (const RoadShape& road : shapes_.roads)
      if (road.gate) DrawGate(road);
    if (shapes_.village.present) DrawVillage();
    if (shapes_.monastery.present) DrawMonastery();
    for (const BuildingSpot& inn : modifiers_.inns)
      if (inn.size > 0) DrawInn(cv_, f_, theme_, inn);
    for (const CityShape& city : shapes_.cities)
      for (Vec s : city.shields) DrawShield(s, city.shield_scale);
    DrawDecoration();
  }

 private:
  void DrawField() {
    Rectangle(cv_, frame_.Art());
    Fill(cv_, theme_.field);
    if (!theme_.field_patches) return;
    Random rnd(tile_.id, 1);
    for (int i = 0; i < 6; ++i) {
      Vec c{rnd.In(0.05, 0.95), rnd.In(0.05, 0.95)};
      double rx = rnd.In(0.08, 0.2), ry = rnd.In(0.05, 0.12), a = rnd.In(0, kPi);
      AddEllipse(cv_, f_, c, rx, ry, a);
      Fill(cv_, Alpha(theme_.field_light, 0.3));
    }
  }

  // ---- Roads -------------------------------------------------------------

  /// Dirt roads: all dark verges first, then all worn surfaces and their paler
  /// middles (so junctions merge), then ruts and pebbles; the village square
  /// goes on top of them.
  void DrawRoads() {
    std::vector<const RoadShape*> all;
    for (const RoadShape& r : shapes_.roads) all.push_back(&r);
    DrawRoads(all, shapes_.village.present);
  }

  /// The roads `which`, and the village square when `village`.
  void DrawRoads(const std::vector<const RoadShape*>& which, bool village) {
    DirtRoadParams params;
    params.half = theme_.road_width / 2 / kReference;
    params.edge = theme_.road_edge_width / kReference;
    std::vector<DirtRoad> roads;
    for (const RoadShape* r : which) {
      Random rnd(tile_.id, 500 + uint64_t(r->road));
      roads.push_back(MakeDirtRoad(r->centre, params, rnd));
    }
    const VillageShape& v = shapes_.village;
    for (const DirtRoad& r : roads) AddPolygon(cv_, f_, r.verge);
    if (village) AddCircle(cv_, f_, v.centre, v.square + params.edge);
    cv_.SetFillRule(FillRule::Winding);
    Fill(cv_, theme_.road_edge);
    for (const DirtRoad& r : roads) AddPolygon(cv_, f_, r.surface);
    Fill(cv_, Mix(theme_.road, theme_.road_edge, 0.14));
    for (const DirtRoad& r : roads) AddPolygon(cv_, f_, r.crown);
    Fill(cv_, theme_.road);
    for (const DirtRoad& r : roads) DrawRoadTexture(r);
    if (village) DrawVillageSquare();
  }

  /// Wheel ruts and pebbles, faint enough to stay clean in a pale theme.
  void DrawRoadTexture(const DirtRoad& road) {
    Color rut = Mix(theme_.road, theme_.road_edge, 0.25);
    for (const auto& line : road.ruts) AddPolyline(cv_, f_, line);
    cv_.SetLineCap(LineCap::Round);
    Stroke(cv_, rut, f_.Theme(0.3));
    for (Vec p : road.pebbles) AddCircle(cv_, f_, p, 0.0045);
    Fill(cv_, Mix(theme_.road, theme_.road_edge, 0.4));
  }

  // ---- Cities ------------------------------------------------------------

  void DrawCity(const CityShape& city) {
    AddPath(cv_, f_, city.outline);
    Fill(cv_, theme_.city);
    // With their boxes: most points the texture and houses try lie far
    // from most walls, or outside the city's box.
    BoundedLine outline(city.outline.Flatten());
    std::vector<BoundedLine> walls = FlatWalls(city);
    DrawStones(city, outline, walls);
    if (city.plaza.present) DrawPlaza(city);
    if (theme_.roofs) DrawHouses(city, outline, walls);
    const BuildingSpot& cathedral = modifiers_.cathedrals[size_t(&city - shapes_.cities.data())];
    if (cathedral.size > 0) DrawCathedral(cv_, f_, theme_, cathedral);  // in the keep's place
    else if (city.plaza.present) DrawKeep(cv_, f_, theme_, city.plaza.keep);
    for (const Path& w : city.walls) DrawWall(w, outline.points);
  }

  /// The wall: battlements on its city side, the wall, and its lighter coping.
  void DrawWall(const Path& w, const std::vector<Vec>& outline) {
    double wall = f_.Theme(theme_.wall_width);
    AddPath(cv_, f_, Offset(w, outline, theme_.wall_width * 0.95 / kReference));
    cv_.SetDash({wall * 0.9, wall * 0.8}, 0);
    cv_.SetLineCap(LineCap::Butt);
    Stroke(cv_, theme_.wall, wall * 0.9);
    cv_.SetDash({}, 0);
    AddPath(cv_, f_, w);
    Stroke(cv_, theme_.wall, wall);
    AddPath(cv_, f_, w);
    Stroke(cv_, theme_.wall_top, wall * 0.38);
  }

  /// `wall` moved `d` toward the city side: each segment's ends along their
  /// own normals (the segments meet smoothly, so the pieces join).
  static Path Offset(const Path& wall, const std::vector<Vec>& outline, double d) {
    Path out;
    if (wall.segs.empty()) return out;
    auto normal = [](Vec a, Vec b) {
      Vec t = b - a;
      double l = Length(t);
      return l > 0 ? Vec{-t.y / l, t.x / l} : Vec{};
    };
    Vec mid = wall.At(0.5), nm = normal(wall.At(0.49), wall.At(0.51));
    double k = (InsidePolygon(mid + nm * 0.02, outline) ? 1 : -1) * d;
    for (const Cubic& c : wall.segs) {
      Vec n0 = normal(c.p0, c.c1), n1 = normal(c.c2, c.p1);
      if (out.segs.empty()) out.MoveTo(c.p0 + n0 * k);
      out.CurveTo(c.c1 + n0 * k, c.c2 + n1 * k, c.p1 + n1 * k);
    }
    return out;
  }

  /// A faint texture of paving stones, so the city reads as built ground.
  void DrawStones(const CityShape& city, const BoundedLine& outline, const std::vector<BoundedLine>& walls) {
    Random rnd(tile_.id, 100 + uint64_t(city.city));
    for (int i = 0; i < 30; ++i) {
      Vec c{rnd.In(0.0, 1.0), rnd.In(0.0, 1.0)};
      if (!outline.Inside(c) || !ClearOfWalls(c, walls, 0.06)) {
        rnd.Next(), rnd.Next(), rnd.Next();
        continue;
      }
      AddPolygon(cv_, f_, Box(c, rnd.In(0.04, 0.08), rnd.In(0.02, 0.035), rnd.In(-0.2, 0.2)));
      Fill(cv_, Alpha(theme_.city_shade, 0.4));
    }
  }

  /// The open square of a large city: paved, a little irregular, with a
  /// darker rim of cobbles.
  void DrawPlaza(const CityShape& city) {
    const PlazaShape& plaza = city.plaza;
    Random rnd(tile_.id, 600 + uint64_t(city.city));
    std::vector<Vec> rim;
    double phase = rnd.In(0, 2 * kPi);
    for (int i = 0; i < 48; ++i) {
      double a = 2 * kPi * i / 48;
      double r = plaza.radius * (1 + 0.06 * std::sin(3 * a + phase) + 0.03 * std::sin(7 * a));
      rim.push_back(plaza.centre + Vec{std::cos(a), std::sin(a)} * r);
    }
    AddPolygon(cv_, f_, rim);
    FillStroke(cv_, Mix(theme_.city, theme_.road, 0.55), Mix(theme_.city_shade, theme_.wall, 0.25),
               f_.Theme(0.5));
    for (int i = 0; i < 26; ++i) {
      double a = rnd.In(0, 2 * kPi), r = plaza.radius * std::sqrt(rnd.Next()) * 0.9;
      Vec c = plaza.centre + Vec{std::cos(a), std::sin(a)} * r;
      AddPolygon(cv_, f_, Box(c, rnd.In(0.02, 0.035), rnd.In(0.014, 0.022), rnd.In(-0.3, 0.3)));
    }
    Fill(cv_, Alpha(theme_.city_shade, 0.55));
  }

  /// Houses in staggered rows across the tile, every one upright as the
  /// tile is read (roof up, door to the south), whichever side the city
  /// lies on: a south cap's houses stand on their feet rather than hang
  /// from the wall, and a west cap's show their fronts, not their sides.
  /// Kept clear of the walls, gates, shields and square; back (northern)
  /// rows first so nearer roofs overlap farther ones.
  void DrawHouses(const CityShape& city, const BoundedLine& outline, const std::vector<BoundedLine>& walls) {
    Random rnd(tile_.id, 200 + uint64_t(city.city));
    const double dx = 0.094, dy = 0.071;
    const Symbol dark = HouseSymbol(theme_, theme_.roof_dark, theme_.roof_dark);
    const Symbol light = HouseSymbol(theme_, theme_.roof, theme_.roof_dark);
    for (int row = 0; row < 14; ++row) {
      for (int col = 0; col < 11; ++col) {
        Vec p{0.06 + col * dx + (row % 2) * dx / 2 + rnd.In(-0.01, 0.01), 0.07 + row * dy + rnd.In(-0.008, 0.008)};
        double skip = rnd.Next(), w = rnd.In(0.068, 0.082);
        int shade = int(rnd.Next() * 3);
        if (skip < 0.06 || p.x > 0.95 || p.y > 0.95) continue;
        if (!outline.Inside(p) || !ClearOfWalls(p, walls, 0.065) || !HouseClear(city, p)) continue;
        DrawHouse(cv_, f_, theme_, {p, w, 0}, shade == 0 ? dark : light);
      }
    }
  }

  /// Whether a house at `p` leaves the city's shields, gates, square and keep free.
  bool HouseClear(const CityShape& city, Vec p) const {
    if (!modifiers_.Clear(p, 0.02)) return false;
    for (Vec s : city.shields)
      if (Length(p - s) < 0.1) return false;
    for (const RoadShape& r : shapes_.roads)
      if (r.gate && Length(p - r.gate_at) < 0.09) return false;
    if (!city.plaza.present) return true;
    const PlazaShape& plaza = city.plaza;
    Vec up{0, -1};  // the keep stands upright, as the houses do
    Vec keep_mid = plaza.keep.at + up * (plaza.keep.size * 0.8);
    return Length(p - plaza.centre) > plaza.radius + 0.02 &&
           SegmentDistance(p, plaza.keep.at, keep_mid + up * (plaza.keep.size * 0.6)) > plaza.keep.size * 0.75;
  }

  /// Where a road enters a city: a passage through the wall between two towers.
  void DrawGate(const RoadShape& road) {
    Vec d = road.gate_dir, t{-d.y, d.x};
    double wall = theme_.wall_width / kReference, road_w = theme_.road_width / kReference;
    Vec c = road.gate_at;
    AddPolygon(cv_, f_, {c - t * (road_w * 0.55) - d * (wall * 1.6), c + t * (road_w * 0.55) - d * (wall * 1.6),
                         c + t * (road_w * 0.55) + d * (wall * 1.6), c - t * (road_w * 0.55) + d * (wall * 1.6)});
    FillStroke(cv_, theme_.road_edge, theme_.wall, f_.Theme(theme_.line_width));
    for (int side : {-1, 1}) {
      Vec at = c + t * (side * (road_w * 0.55 + wall * 1.3));
      AddPolygon(cv_, f_, Box(at, wall * 2.6, wall * 2.6, std::atan2(t.y, t.x)));
      FillStroke(cv_, theme_.wall_top, theme_.wall, f_.Theme(theme_.line_width) * 1.5);
    }
  }

  // ---- Village -----------------------------------------------------------

  /// The village square where the roads meet: the road's pale ground with a
  /// few cobbles, covering the ends of the ruts.
  void DrawVillageSquare() {
    const VillageShape& v = shapes_.village;
    AddCircle(cv_, f_, v.centre, v.square);
    Fill(cv_, theme_.road);
    Random rnd(tile_.id, 310);
    for (int i = 0; i < 10; ++i) {
      double a = rnd.In(0, 2 * kPi), r = v.square * rnd.In(0.5, 0.85);
      AddCircle(cv_, f_, v.centre + Vec{std::cos(a), std::sin(a)} * r, 0.0045);
    }
    Fill(cv_, Mix(theme_.road, theme_.road_edge, 0.4));
  }

  /// The well in the square.
  void DrawVillageWell() {
    const VillageShape& v = shapes_.village;
    DrawWell(cv_, f_, theme_, {v.centre + Vec{0, 0.015}, v.square * 0.95, 0});
  }

  /// The well in the square and the cottages around it: thatched and
  /// timbered, unlike a city's tiled houses, so that a village beside a
  /// city never reads as part of it.
  void DrawVillage() {
    DrawVillageWell();
    const VillageShape& v = shapes_.village;
    Random rnd(tile_.id, 300);
    for (const BuildingSpot& h : v.houses) {
      bool dark = rnd.Next() < 0.3;
      DrawCottage(cv_, f_, theme_, h, dark ? theme_.village_roof_dark : theme_.village_roof);
    }
  }

  // ---- Monastery, shields, decoration -------------------------------------

  void DrawMonastery() {
    const MonasteryShape& m = shapes_.monastery;
    DrawMonasteryBuilding(cv_, f_, theme_, {m.centre, m.size, 0});
  }

  /// A blue heraldic shield with a white bend, `scale` times its usual size.
  void DrawShield(Vec c, double scale) {
    const double w = 0.058, top = 0.062, bottom = 0.078;
    auto at = [&](double x, double y) { return c + Vec{x, y} * scale; };
    auto outline = [&]() {
      Path p;
      p.MoveTo(at(-w, -top));
      p.LineTo(at(w, -top));
      p.LineTo(at(w, 0.0));
      p.CurveTo(at(w, 0.045), at(0.03, 0.065), at(0, bottom));
      p.CurveTo(at(-0.03, 0.065), at(-w, 0.045), at(-w, 0));
      p.closed = true;
      AddPath(cv_, f_, p);
    };
    double lw = f_.Theme(theme_.line_width);
    CanvasSave g(cv_);
    // A soft shadow lifts it off the city.
    {
      CanvasSave s(cv_);
      double dx, dy, ox, oy;
      f_.Map(c, &ox, &oy);
      f_.Map(at(0.008, 0.01), &dx, &dy);
      cv_.Translate(dx - ox, dy - oy);
      outline();
      Fill(cv_, Color{0, 0, 0, 0.3});
    }
    {
      CanvasSave clip(cv_);
      outline();
      cv_.SetColor(theme_.shield);
      cv_.Fill(true);
      cv_.Clip();
      AddPolygon(cv_, f_, {at(-w, -top - 0.03), at(-w + 0.03, -top - 0.03), at(w, bottom - 0.03),
                           at(w - 0.03, bottom + 0.01), at(-w, -top + 0.02)});
      Fill(cv_, theme_.shield_charge);
    }
    outline();
    cv_.SetColor(theme_.shield_charge);
    cv_.SetLineWidth(lw * 4 * scale);
    cv_.Stroke(true);
    Stroke(cv_, theme_.outline, lw);
  }

  void DrawDecoration() {
    Random rnd(tile_.id, 400);
    int trees = theme_.trees > 0 ? int(rnd.Next() * (theme_.trees + 1)) : 0;
    std::vector<Vec> placed;
    Obstacles obstacles(shapes_);
    for (int tries = 0; tries < 60 && trees > 0; ++tries) {
      Vec p{rnd.Next(), rnd.Next()};
      bool apart = true;
      for (Vec q : placed) apart &= Length(p - q) > 0.14;
      if (!apart || !obstacles.IsFree(shapes_, p, 0.055) || !modifiers_.Clear(p, 0.05)) continue;
      placed.push_back(p);
      DrawTree(p, rnd.In(0.035, 0.05));
      --trees;
    }
    cv_.SetLineCap(LineCap::Round);
    int tufts = 0;
    for (int tries = 0; tries < theme_.grass_tufts * 5 && tufts < theme_.grass_tufts; ++tries) {
      Vec p{rnd.Next(), rnd.Next()};
      bool apart = true;
      for (Vec q : placed) apart &= Length(p - q) > 0.07;
      if (!apart || !obstacles.IsFree(shapes_, p, 0.02) || !modifiers_.Clear(p, 0.02)) continue;
      ++tufts;
      double h = rnd.In(0.014, 0.022);
      for (double dx : {-0.008, 0.0, 0.008}) {
        MoveTo(cv_, f_, p + Vec{dx * 0.3, 0});
        LineTo(cv_, f_, p + Vec{dx, -h * (dx == 0 ? 1.0 : 0.75)});
      }
    }
    Stroke(cv_, Alpha(theme_.grass, 0.85), f_.Theme(0.28));
  }

  /// A tree of radius `r` at `p`: its shadow, the crown and a lit side. One
  /// drawing (a symbol), placed for every tree.
  void DrawTree(Vec p, double r) {
    const Theme& th = theme_;
    Symbol tree{SymbolKey("tree", {th.tree, th.outline, th.tree_light}), [&th](Canvas& cv) {
                  Circle(cv, {0.25, 0.3}, 1);
                  Fill(cv, Color{0, 0, 0, 0.25});
                  Circle(cv, {0, 0}, 1);
                  FillOutline(cv, th.tree, Alpha(th.outline, 0.6));
                  Circle(cv, {-0.3, -0.3}, 0.45);
                  Fill(cv, Alpha(th.tree_light, 0.9));
                }};
    Affine place = f_.ToPoints() * Affine::Translation(p.x, p.y) * Affine::Scaling(r, r);
    cv_.DrawSymbol(tree, place, f_.Theme(theme_.line_width) * 0.7 / f_.Units(r));
  }

  Canvas& cv_;
  const TileType& tile_;
  const Theme& theme_;
  const TileFrame& frame_;
  Frame f_;
  bool clip_;
  TileShapes shapes_;
  ModifierSpots modifiers_;  ///< where its inns and cathedrals stand
};

}  // namespace

void DrawTileFront(Canvas& cv, const TileType& tile, const Theme& theme, const TileFrame& frame) {
  TilePainter(cv, tile, theme, frame, true).Paint();
}

void DrawTileFront(cairo_t* cr, const TileType& tile, const Theme& theme, const TileFrame& frame,
                   const TileImage* image) {
  if (image) {
    SaveGuard guard(cr);
    Rectangle(cr, frame.Art());
    cairo_clip(cr);
    image->Draw(cr, frame.cut, frame.bleed, frame.quarters);
    return;
  }
  CairoCanvas cv(cr);
  DrawTileFront(cv, tile, theme, frame);
}

void DrawSegmentMap(cairo_t* cr, const TileType& tile, const Theme& theme, const TileFrame& frame) {
  SaveGuard guard(cr);
  cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE);
  FlatCanvas cv(cr);
  TilePainter(cv, tile, theme, frame, true).PaintSegmentMap(cv);
}

SurfacePtr RecordingForTile(Mm size, Mm bleed, TileFrame* frame) {
  Mm full = size + bleed * 2;
  cairo_rectangle_t extents{0, 0, full.pt(), full.pt()};
  SurfacePtr surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents));
  frame->cut = {bleed, bleed, size, size};
  frame->bleed = bleed;
  return surface;
}

SurfacePtr RecordTileFront(const TileType& tile, const Theme& theme, Mm size, Mm bleed,
                           const TileImage* image, int quarters) {
  TileFrame frame;
  SurfacePtr surface = RecordingForTile(size, bleed, &frame);
  frame.quarters = quarters;
  ContextPtr cr(cairo_create(surface.get()));
  if (image) {
    DrawTileFront(cr.get(), tile, theme, frame, image);
  } else {
    CairoCanvas cv(cr.get());
    TilePainter(cv, tile, theme, frame, false).Paint();
  }
  return surface;
}

int AddTileFrontForm(PdfDocument& doc, const TileType& tile, const Theme& theme, Mm size, Mm bleed,
                     const TileImage* image, int quarters) {
  Mm full = size + bleed * 2;
  if (image) return doc.AddForm(RecordTileFront(tile, theme, size, bleed, image, quarters), {full, full});
  TileFrame frame{{bleed, bleed, size, size}, bleed, quarters};
  PdfCanvas cv(doc.art(), full.pt(), full.pt());
  TilePainter(cv, tile, theme, frame, false).Paint();  // the form's box is the clip
  return doc.AddForm(cv.Finish());
}

}  // namespace carc
