#include "draw/pdf_canvas.h"

#include <algorithm>
#include <cmath>

#include "draw/pdf_number.h"

namespace carc {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kMiterLimit = 10;  // Cairo's default, never changed by carckit

/// How far a cubic approximating a unit circle's arc of `angle` strays from it
/// (Dokken and Daehlen's bound, as Cairo uses it).
double ArcError(double angle) {
  return 2.0 / 27.0 * std::pow(std::sin(angle / 4), 6) / std::pow(std::cos(angle / 4), 2);
}

/// The largest scale factor of `m`'s linear part (its larger singular value).
double MaxScale(const Affine& m) {
  double s = (m.a * m.a + m.b * m.b + m.c * m.c + m.d * m.d) / 2, det = m.Det();
  return std::sqrt(s + std::sqrt(std::max(0.0, s * s - det * det)));
}

/// Decimals that keep a symbol's coordinates, `unit` points to a unit when
/// placed, as fine as a form's 0.01 pt.
int DecimalsFor(double unit) {
  return std::clamp(2 + int(std::ceil(std::log10(std::max(unit, 1.0)))), 2, 6);
}

int Milli(double v) { return int(std::lround(std::clamp(v, 0.0, 1.0) * 1000)); }

int CapCode(LineCap c) { return c == LineCap::Butt ? 0 : c == LineCap::Round ? 1 : 2; }
int JoinCode(LineJoin j) { return j == LineJoin::Miter ? 0 : j == LineJoin::Round ? 1 : 2; }

}  // namespace

// ---- Boxes and construction ----------------------------------------------

void PdfCanvas::Box::Add(Pt p) {
  x0 = std::min(x0, p.x), y0 = std::min(y0, p.y);
  x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
}

PdfCanvas::PdfCanvas(PdfArt* art, double width, double height) : art_(art), width_(width), height_(height) {
  state_.visible = {0, 0, width, height};
  out_.reserve(16384);
}

PdfCanvas::PdfCanvas(SymbolTag, PdfArt* art, double unit) : art_(art), symbol_(true) {
  decimals_ = DecimalsFor(unit);
  tolerance_ = 0.05 / unit;  // finer than a form's: copies come in many sizes
  state_.width_inherited = true;
  state_.visible = {-1e300, -1e300, 1e300, 1e300};  // what shows is up to each placement
  written_.width = -2;
}

PdfForm PdfCanvas::Finish() {
  FlushFill();
  while (!written_saves_.empty()) Op("Q"), written_saves_.pop_back();
  PdfForm form;
  form.content = std::move(out_);
  form.uses_symbols = uses_symbols_;
  form.group = transparent_;
  if (symbol_) {
    // Its strokes' widths come with each copy: room for any sensible one.
    Box b = drawn_.Empty() ? Box{0, 0, 0, 0} : drawn_;
    double margin = std::max(b.x1 - b.x0, b.y1 - b.y0) / 2;
    b = b.Grown(margin);
    form.bbox[0] = b.x0, form.bbox[1] = b.y0, form.bbox[2] = b.x1, form.bbox[3] = b.y1;
  } else {
    form.bbox[2] = width_, form.bbox[3] = height_;
    form.matrix = {1, 0, 0, -1, 0, height_};  // y runs down, as drawn
  }
  return form;
}

// ---- State -----------------------------------------------------------------

void PdfCanvas::Save() { saves_.push_back({state_, false}); }

void PdfCanvas::Restore() {
  FlushFill();
  if (saves_.empty()) return;
  Saved s = std::move(saves_.back());
  saves_.pop_back();
  if (s.q) PopQ();
  state_ = std::move(s.state);
}

void PdfCanvas::SetLineWidth(double w) {
  state_.width = w;
  state_.width_inherited = false;
}

void PdfCanvas::SetDash(const std::vector<double>& dashes, double offset) {
  state_.dash = dashes;
  state_.dash_offset = offset;
}

// ---- Paths -----------------------------------------------------------------

PdfCanvas::Pt PdfCanvas::Device(double x, double y) const {
  state_.ctm.Apply(&x, &y);
  return {x, y};
}

void PdfCanvas::AddSeg(Seg::Kind kind, std::initializer_list<Pt> pts) {
  Seg s{kind, {}};
  int i = 0;
  for (Pt p : pts) {
    s.p[i++] = p;
    path_box_.Add(p);
  }
  path_.push_back(s);
}

void PdfCanvas::MoveTo(double x, double y) {
  FlushFill();
  Pt p = Device(x, y);
  if (!path_.empty() && path_.back().kind == Seg::Move) path_.pop_back();  // as Cairo: the last move counts
  AddSeg(Seg::Move, {p});
  has_point_ = true;
  need_move_ = false;
  point_ = start_ = p;
}

void PdfCanvas::LineTo(double x, double y) {
  if (!has_point_) return MoveTo(x, y);
  FlushFill();
  if (need_move_) AddSeg(Seg::Move, {start_}), need_move_ = false;
  Pt p = Device(x, y);
  AddSeg(Seg::Line, {p});
  point_ = p;
}

void PdfCanvas::CurveTo(double x1, double y1, double x2, double y2, double x3, double y3) {
  if (!has_point_) MoveTo(x1, y1);
  FlushFill();
  if (need_move_) AddSeg(Seg::Move, {start_}), need_move_ = false;
  Pt p = Device(x3, y3);
  AddSeg(Seg::Curve, {Device(x1, y1), Device(x2, y2), p});
  point_ = p;
}

void PdfCanvas::ClosePath() {
  if (!has_point_ || need_move_) return;
  FlushFill();
  AddSeg(Seg::Close, {});
  point_ = start_;
  need_move_ = true;  // what follows starts a new sub-path where this one began
}

void PdfCanvas::NewSubPath() { has_point_ = false; }

void PdfCanvas::Rectangle(double x, double y, double w, double h) {
  FlushFill();
  Pt a = Device(x, y), b = Device(x + w, y), c = Device(x + w, y + h), d = Device(x, y + h);
  if (state_.ctm.KeepsAxes()) {
    AddSeg(Seg::Rect, {a, b, c, d});
  } else {
    AddSeg(Seg::Move, {a});
    AddSeg(Seg::Line, {b});
    AddSeg(Seg::Line, {c});
    AddSeg(Seg::Line, {d});
    AddSeg(Seg::Close, {});
  }
  has_point_ = true;
  need_move_ = true;
  point_ = start_ = a;
}

int PdfCanvas::ArcSegmentCount(double angle, double r) const {
  double major = r * MaxScale(state_.ctm);
  if (!(major > 0)) return 1;
  double tolerance = tolerance_ / major, max_angle = kPi;
  for (int k = 1; k < 1000 && ArcError(max_angle) >= tolerance; ++k) max_angle = kPi / (k + 1);
  return std::max(1, int(std::ceil(angle / max_angle - 1e-12)));
}

void PdfCanvas::ArcSegments(double xc, double yc, double r, double a1, double a2, bool forward) {
  // As Cairo: halves while more than half a turn, then cubics of equal angle,
  // each within the tolerance of the circle.
  while (a2 - a1 > 4 * kPi) a2 -= 2 * kPi;
  if (a2 - a1 > kPi) {
    double mid = a1 + (a2 - a1) / 2;
    if (forward) ArcSegments(xc, yc, r, a1, mid, true), ArcSegments(xc, yc, r, mid, a2, true);
    else ArcSegments(xc, yc, r, mid, a2, false), ArcSegments(xc, yc, r, a1, mid, false);
    return;
  }
  int n = ArcSegmentCount(a2 - a1, r);
  double step = (a2 - a1) / n, angle = forward ? a1 : a2;
  if (!forward) step = -step;
  double h = 4.0 / 3.0 * std::tan(step / 4);
  for (int i = 0; i < n; ++i, angle += step) {
    double b = angle + step;
    double ca = std::cos(angle), sa = std::sin(angle), cb = std::cos(b), sb = std::sin(b);
    CurveTo(xc + r * (ca - h * sa), yc + r * (sa + h * ca), xc + r * (cb + h * sb), yc + r * (sb - h * cb),
            xc + r * cb, yc + r * sb);
  }
}

void PdfCanvas::Arc(double xc, double yc, double r, double a1, double a2) {
  if (a2 < a1) {
    a2 = std::fmod(a2 - a1, 2 * kPi);
    if (a2 < 0) a2 += 2 * kPi;
    a2 += a1;
  }
  if (r <= 0) return LineTo(xc, yc);
  LineTo(xc + r * std::cos(a1), yc + r * std::sin(a1));
  ArcSegments(xc, yc, r, a1, a2, true);
}

void PdfCanvas::ArcNegative(double xc, double yc, double r, double a1, double a2) {
  if (a2 > a1) {
    a2 = std::fmod(a2 - a1, 2 * kPi);
    if (a2 > 0) a2 -= 2 * kPi;
    a2 += a1;
  }
  if (r <= 0) return LineTo(xc, yc);
  LineTo(xc + r * std::cos(a1), yc + r * std::sin(a1));
  ArcSegments(xc, yc, r, a2, a1, false);
}

void PdfCanvas::ClearPath() {
  path_.clear();
  path_box_ = Box();
  has_point_ = false;
  need_move_ = false;
}

// ---- Painting ----------------------------------------------------------------

bool PdfCanvas::Hidden(double grow) const {
  return path_box_.Empty() || !path_box_.Grown(grow).Meets(state_.visible);
}

bool PdfCanvas::Opaque(const Color& c) const { return Milli(c.a) == 1000; }

double PdfCanvas::StrokeReach(double width) const {
  // Miter corners reach out to half the miter limit times the width.
  return width * (state_.join == LineJoin::Miter ? kMiterLimit / 2 : 1);
}

void PdfCanvas::Fill(bool preserve) {
  FlushFill();
  if (path_.empty()) return;
  if (preserve) {
    fill_pending_ = true;
    fill_state_ = state_;
    return;
  }
  WriteFill(state_.rule, state_.color);
  ClearPath();
}

void PdfCanvas::FlushFill() {
  if (!fill_pending_) return;
  fill_pending_ = false;
  WriteFill(fill_state_.rule, fill_state_.color);
}

void PdfCanvas::Stroke(bool preserve) {
  double scale = 1;
  bool similar = state_.ctm.IsSimilarity(&scale);
  const Affine& m = state_.ctm;
  bool identity = m.a == 1 && m.b == 0 && m.c == 0 && m.d == 1;
  double width = state_.width_inherited ? inherited_hint_ : state_.width * scale;
  if (fill_pending_ && similar && (identity || !state_.width_inherited) && Opaque(fill_state_.color) &&
      Opaque(state_.color) && !Hidden(StrokeReach(width))) {
    // Fill and stroke of one path: one `B`, the path written once.
    fill_pending_ = false;
    WriteFillColor(fill_state_.color);
    WriteStrokeColor(state_.color);
    WriteAlpha(state_.color);
    bool wrap = symbol_ && written_.width == -2;  // keep the placement's width for later strokes
    if (wrap) PushQ();
    WriteStrokeStyle(state_.width * scale, state_.dash, state_.dash_offset, scale);
    WritePath(nullptr);
    Op(fill_state_.rule == FillRule::EvenOdd ? "B*" : "B");
    if (wrap) PopQ();
    drawn_.Add({path_box_.x0, path_box_.y0});
    drawn_.Add({path_box_.x1, path_box_.y1});
  } else {
    FlushFill();
    if (!path_.empty()) WriteStroke();
  }
  if (!preserve) ClearPath();
}

void PdfCanvas::WriteFill(FillRule rule, const Color& color) {
  if (Milli(color.a) == 0 || Hidden(0)) return;
  WriteFillColor(color);
  WriteAlpha(color);
  WritePath(nullptr);
  Op(rule == FillRule::EvenOdd ? "f*" : "f");
  drawn_.Add({path_box_.x0, path_box_.y0});
  drawn_.Add({path_box_.x1, path_box_.y1});
}

void PdfCanvas::WriteStroke() {
  if (Milli(state_.color.a) == 0) return;
  double scale = 1;
  bool similar = state_.ctm.IsSimilarity(&scale);
  const Affine& m = state_.ctm;
  bool identity = m.a == 1 && m.b == 0 && m.c == 0 && m.d == 1;
  // A symbol's own width is known only as a multiple of the placement's.
  double width = state_.width_inherited ? inherited_hint_ : state_.width;
  if (Hidden(StrokeReach(width * MaxScale(m)))) return;
  WriteStrokeColor(state_.color);
  WriteAlpha(state_.color);
  bool wrap = symbol_ && !state_.width_inherited && written_.width == -2;
  if (similar && (identity || !state_.width_inherited)) {
    if (wrap) PushQ();
    WriteStrokeStyle(state_.width * scale, state_.dash, state_.dash_offset, scale);
    WritePath(nullptr);
    Op("S");
    if (wrap) PopQ();
  } else {
    // Stretched (or a symbol's inherited width under a transform): stroke in
    // user space, as Cairo does, with the transform written out.
    Affine inverse = m.Inverse();
    PushQ();
    Num(m.a), Num(m.b), Num(m.c), Num(m.d), Num(m.e), Num(m.f);
    Op("cm");
    WriteStrokeStyle(state_.width, state_.dash, state_.dash_offset, 1);
    WritePath(&inverse);
    Op("S");
    PopQ();
  }
  Box reach = path_box_.Grown(StrokeReach(width * MaxScale(m)));
  drawn_.Add({reach.x0, reach.y0});
  drawn_.Add({reach.x1, reach.y1});
}

void PdfCanvas::Clip() {
  FlushFill();
  if (!saves_.empty() && !saves_.back().q) {
    PushQ();
    saves_.back().q = true;
  }
  if (path_.empty()) {
    state_.visible = Box();  // nothing left to see
  } else {
    WritePath(nullptr);
    Op(state_.rule == FillRule::EvenOdd ? "W* n" : "W n");
    Box& v = state_.visible;
    v = {std::max(v.x0, path_box_.x0), std::max(v.y0, path_box_.y0), std::min(v.x1, path_box_.x1),
         std::min(v.y1, path_box_.y1)};
  }
  ClearPath();
}

void PdfCanvas::DrawSymbol(const Symbol& symbol, const Affine& place, double line_width) {
  FlushFill();
  ClearPath();
  if (symbol_) {  // a symbol inside a symbol is drawn in place
    Save();
    Transform(place);
    State fresh;
    fresh.ctm = state_.ctm;
    fresh.visible = state_.visible;
    fresh.width = line_width;
    state_ = fresh;
    symbol.draw(*this);
    Restore();
    return;
  }
  Affine m = state_.ctm * place;
  int index = art_->FindSymbol(symbol.key);
  if (index < 0) {
    PdfCanvas canvas(SymbolTag(), art_, MaxScale(m));
    canvas.inherited_hint_ = line_width;
    symbol.draw(canvas);
    index = art_->AddSymbol(symbol.key, canvas.Finish());
  }
  const double* b = art_->symbols()[size_t(index)].bbox;
  for (double x : {b[0], b[2]})
    for (double y : {b[1], b[3]}) {
      double px = x, py = y;
      m.Apply(&px, &py);
      path_box_.Add({px, py});
    }
  bool hidden = Hidden(0);
  path_box_ = Box();
  if (hidden) return;
  uses_symbols_ = true;
  transparent_ |= art_->symbols()[size_t(index)].group;
  int decimals = decimals_;
  PushQ();
  decimals_ = 3;  // the scale of the symbol's units is a few points
  Num(m.a), Num(m.b), Num(m.c), Num(m.d);
  decimals_ = decimals;
  Num(m.e), Num(m.f);
  Op("cm");
  AppendPdfNumber(&out_, line_width, DecimalsFor(MaxScale(m)) + 1);
  out_ += ' ';
  Op("w");
  out_ += PdfArt::SymbolName(index);
  out_ += ' ';
  Op("Do");
  PopQ();
}

// ---- Writing -------------------------------------------------------------------

void PdfCanvas::Num(double v) {
  char buf[kPdfNumberMax + 1];
  int n = FormatPdfNumber(buf, v, decimals_);
  buf[n] = ' ';
  out_.append(buf, size_t(n) + 1);
}

void PdfCanvas::Op(const char* op) {
  out_ += op;
  out_ += '\n';
}

void PdfCanvas::PushQ() {
  Op("q");
  written_saves_.push_back(written_);
}

void PdfCanvas::PopQ() {
  Op("Q");
  written_ = std::move(written_saves_.back());
  written_saves_.pop_back();
}

void PdfCanvas::WritePath(const Affine* to_user) {
  auto pt = [&](Pt p) {
    if (to_user) to_user->Apply(&p.x, &p.y);
    Num(p.x), Num(p.y);
  };
  for (const Seg& s : path_) {
    switch (s.kind) {
      case Seg::Move: pt(s.p[0]), Op("m"); break;
      case Seg::Line: pt(s.p[0]), Op("l"); break;
      case Seg::Curve: pt(s.p[0]), pt(s.p[1]), pt(s.p[2]), Op("c"); break;
      case Seg::Close: Op("h"); break;
      case Seg::Rect: {
        if (to_user) {
          pt(s.p[0]), Op("m"), pt(s.p[1]), Op("l"), pt(s.p[2]), Op("l"), pt(s.p[3]), Op("l"), Op("h");
          break;
        }
        // `re` runs along x first; its sign of w × h keeps the winding.
        double x0 = std::min(s.p[0].x, s.p[2].x), x1 = std::max(s.p[0].x, s.p[2].x);
        double y0 = std::min(s.p[0].y, s.p[2].y), y1 = std::max(s.p[0].y, s.p[2].y);
        double turn = (s.p[1].x - s.p[0].x) * (s.p[2].y - s.p[1].y) - (s.p[1].y - s.p[0].y) * (s.p[2].x - s.p[1].x);
        if (turn >= 0) Num(x0), Num(y0), Num(x1 - x0), Num(y1 - y0);
        else Num(x0), Num(y1), Num(x1 - x0), Num(y0 - y1);
        Op("re");
        break;
      }
    }
  }
}

void PdfCanvas::WriteFillColor(const Color& c) {
  int rgb[3] = {Milli(c.r), Milli(c.g), Milli(c.b)};
  if (std::equal(rgb, rgb + 3, written_.fill)) return;
  for (int i = 0; i < 3; ++i) {
    written_.fill[i] = rgb[i];
    AppendPdfNumber(&out_, rgb[i] / 1000.0, 3);
    out_ += ' ';
  }
  Op("rg");
}

void PdfCanvas::WriteStrokeColor(const Color& c) {
  int rgb[3] = {Milli(c.r), Milli(c.g), Milli(c.b)};
  if (std::equal(rgb, rgb + 3, written_.stroke)) return;
  for (int i = 0; i < 3; ++i) {
    written_.stroke[i] = rgb[i];
    AppendPdfNumber(&out_, rgb[i] / 1000.0, 3);
    out_ += ' ';
  }
  Op("RG");
}

void PdfCanvas::WriteAlpha(const Color& c) {
  int a = Milli(c.a);
  if (a == written_.alpha) return;
  written_.alpha = a;
  transparent_ |= a < 1000;
  out_ += art_->AlphaState(a);
  out_ += ' ';
  Op("gs");
}

void PdfCanvas::WriteStrokeStyle(double width, const std::vector<double>& dash, double dash_offset, double scale) {
  if (!state_.width_inherited && width != written_.width) {
    written_.width = width;
    Num(width);
    Op("w");
  }
  int cap = CapCode(state_.cap), join = JoinCode(state_.join);
  if (cap != written_.cap) written_.cap = cap, out_ += char('0' + cap), Op(" J");
  if (join != written_.join) written_.join = join, out_ += char('0' + join), Op(" j");
  if (join == 0 && written_.miter != int(kMiterLimit)) written_.miter = int(kMiterLimit), Op("10 M");
  std::vector<double> scaled = dash;
  for (double& d : scaled) d *= scale;
  if (!written_.dash_known || scaled != written_.dash || dash_offset * scale != written_.dash_offset) {
    written_.dash_known = true;
    written_.dash = scaled;
    written_.dash_offset = dash_offset * scale;
    out_ += '[';
    for (size_t i = 0; i < scaled.size(); ++i) {
      if (i) out_ += ' ';
      AppendPdfNumber(&out_, scaled[i], decimals_);
    }
    out_ += "] ";
    Num(dash_offset * scale);
    Op("d");
  }
}

}  // namespace carc
