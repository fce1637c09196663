#include "draw/pdf_document.h"

#include <cairo-pdf.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <set>

#include "base/text_util.h"
#include "draw/cairo_pdf.h"
#include "draw/pdf_number.h"

namespace carc {

namespace {
/// A cairo_write_func_t appending to the ScratchFile given as `closure`.
cairo_status_t AppendToScratch(void* closure, const unsigned char* data, unsigned int length) {
  return static_cast<ScratchFile*>(closure)->Write(data, length) ? CAIRO_STATUS_SUCCESS
                                                                 : CAIRO_STATUS_WRITE_ERROR;
}

/// The name a form has in the resources of the pages that place it (Cairo's
/// own resources are /x1, /a0, /f-0-0 ...: no clash).
std::string FormName(int form) { return "/CarcF" + std::to_string(form); }

/// `v` with `decimals` decimals at most.
std::string Num(double v, int decimals) {
  std::string s;
  AppendPdfNumber(&s, v, decimals);
  return s;
}

/// The top-left corner of a form's box where it is placed.
void CornerOf(const PdfForm& form, double* left, double* top) {
  *left = 1e300, *top = -1e300;
  for (int i : {0, 2})
    for (int j : {1, 3}) {
      double x = form.bbox[i], y = form.bbox[j];
      form.matrix.Apply(&x, &y);
      *left = std::min(*left, x), *top = std::max(*top, y);
    }
}

/// A form XObject's dictionary entries for a PdfCanvas drawing.
std::string ArtFormDict(const PdfForm& form, int resources, int group) {
  std::string d = "/Type /XObject /Subtype /Form /BBox [";
  for (int i = 0; i < 4; ++i) d += (i ? " " : "") + Num(form.bbox[i], 3);
  d += "]";
  const Affine& m = form.matrix;
  if (m.a != 1 || m.b != 0 || m.c != 0 || m.d != 1 || m.e != 0 || m.f != 0)
    d += " /Matrix [" + Num(m.a, 6) + " " + Num(m.b, 6) + " " + Num(m.c, 6) + " " + Num(m.d, 6) + " " +
         Num(m.e, 3) + " " + Num(m.f, 3) + "]";
  d += " /Resources " + std::to_string(resources) + " 0 R";
  if (group > 0) d += " /Group " + std::to_string(group) + " 0 R";
  return d;
}

/// A dictionary's entries in PDF syntax without its brackets, leaving out `skip`.
std::string Entries(const PdfValue& dict, const std::function<int(int)>& renumber, const char* skip) {
  PdfValue copy = dict;
  copy.Remove(skip);
  std::string s;
  WritePdfValue(copy, renumber, &s);
  return s.size() >= 4 ? s.substr(2, s.size() - 4) : std::string();
}
}  // namespace

void WriteCairoPdfStreamsPlain() {
  // Cairo 1.16 deflates each page's content with zlib at its default level
  // unless CAIRO_DEBUG_PDF is set when a surface is made; CopyCairo()
  // compresses plain streams with libdeflate instead, at about a third of the
  // instructions, and the pages are the same. Set once, before any thread
  // runs: setenv while another thread (Pango's fontconfig start) calls getenv
  // is a race. A stream Cairo did deflate is copied as it is.
  setenv("CAIRO_DEBUG_PDF", "1", 0);
}

PdfDocument::PdfDocument(const std::string& path, const PdfMetadata& meta,
                         const std::vector<std::string>& inputs)
    : out_(path, inputs) {
  status_ = out_.status();
  if (!status_.ok()) return;
  cairo_pdf_ = std::make_unique<ScratchFile>();
  if (!cairo_pdf_->status().ok()) {
    status_ = cairo_pdf_->status().At(path);
    return;
  }
  surface_.reset(
      cairo_pdf_surface_create_for_stream(AppendToScratch, cairo_pdf_.get(), size_.w.pt(),
                                          size_.h.pt()));
  if (cairo_surface_status(surface_.get()) != CAIRO_STATUS_SUCCESS) {
    status_ = Status::Io(std::string("cannot write PDF: ") +
                         cairo_status_to_string(cairo_surface_status(surface_.get()))).At(path);
    return;
  }
  cairo_surface_t* s = surface_.get();
  cairo_pdf_surface_restrict_to_version(s, CAIRO_PDF_VERSION_1_5);
  if (!meta.title.empty()) cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_TITLE, DrawnText(meta.title).c_str());
  if (!meta.subject.empty())
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_SUBJECT, DrawnText(meta.subject).c_str());
  if (!meta.author.empty())
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_AUTHOR, DrawnText(meta.author).c_str());
  if (!meta.keywords.empty())
    cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_KEYWORDS, DrawnText(meta.keywords).c_str());
  cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_CREATOR, DrawnText(meta.creator).c_str());
  cr_.reset(cairo_create(s));
  writer_ = std::make_unique<PdfWriter>(&out_);
  art_resources_ = writer_->Reserve();
  symbol_resources_ = writer_->Reserve();
  states_ = writer_->Reserve();
  pages_root_ = writer_->Reserve();
  // No transparency group of their own for Cairo's recordings, as the page
  // had: what Cairo drew in them has its groups, and one more makes viewers
  // blend anti-aliased edges twice, so that abutting copies show seams. Art
  // with transparency gets this one.
  group_ = writer_->Reserve();
  writer_->WriteObject(group_, "<</Type /Group /S /Transparency /CS /DeviceRGB /I true>>");
}

PdfDocument::~PdfDocument() {
  // Unfinished: the AtomicOutput member removes the temporary file.
  cr_.reset();
  if (surface_ && !finished_) cairo_surface_finish(surface_.get());
}

void PdfDocument::BeginPage(SizeMm size, const std::string& label, const PageBoxes& boxes) {
  size_ = size;
  boxes_ = boxes;
  placed_.clear();
  cairo_pdf_surface_set_size(surface_.get(), size.w.pt(), size.h.pt());
  if (!label.empty()) cairo_pdf_surface_set_page_label(surface_.get(), DrawnText(label).c_str());
}

Canvas& PdfDocument::PageArt() {
  if (!page_art_) page_art_ = std::make_unique<PdfCanvas>(&art_, size_.w.pt(), size_.h.pt());
  return *page_art_;
}

void PdfDocument::EndPage() {
  if (page_art_) {
    PdfForm art = page_art_->Finish();
    art.group = false;  // drawn on the page itself, as Cairo would have
    page_art_.reset();
    PlaceForm(AddForm(std::move(art)), {Mm(0), Mm(0)});
  }
  if (writer_) pages_done_.push_back(EndPlacements());
  placed_.clear();
  cairo_show_page(cr_.get());
  ++pages_;
}

PdfDocument::PageRecord PdfDocument::EndPlacements() {
  PageRecord page;
  page.boxes = boxes_;
  page.width = size_.w.pt();
  page.height = size_.h.pt();
  if (placed_.empty()) return page;
  // Positions in mm from the page's top-left corner; PDF's origin is its
  // bottom-left, y up.
  double top = page.height;
  auto x = [](Mm mm) { return mm.pt(); };
  auto y = [top](Mm mm) { return top - mm.pt(); };
  std::string content;
  std::set<int> used;
  for (const FormPlacement& p : placed_) {
    const FormRef& form = forms_[size_t(p.form)];
    used.insert(p.form);
    content += "q ";
    if (p.clip)
      content += PdfNumber(x(p.clip->x)) + " " + PdfNumber(y(p.clip->y + p.clip->h)) + " " +
                 PdfNumber(p.clip->w.pt()) + " " + PdfNumber(p.clip->h.pt()) + " re W n ";
    // Moves the form's top-left corner onto the placement's.
    content += "1 0 0 1 " + PdfNumber(x(p.at.x) - form.left) + " " + PdfNumber(y(p.at.y) - form.top) +
               " cm " + FormName(p.form) + " Do Q\n";
  }
  page.forms.assign(used.begin(), used.end());
  page.placements = writer_->Reserve();
  writer_->WriteStream(page.placements, "", content);
  return page;
}

int PdfDocument::AddBookmark(const std::string& title, int page, int parent) {
  std::string link = "page=" + std::to_string(page);
  return cairo_pdf_surface_add_outline(surface_.get(), parent, DrawnText(title).c_str(), link.c_str(),
                                       cairo_pdf_outline_flags_t(0));
}

int PdfDocument::AddForm(SurfacePtr art, SizeMm size) {
  FormRef ref;
  ref.cairo = int(cairo_forms_.size());
  // The form page's top-left corner (see DrawFormPages).
  ref.top = std::ceil(size.h.pt()) + 1;
  cairo_forms_.emplace_back(std::move(art), size);
  ++cairo_forms_count_;
  forms_.push_back(ref);
  return int(forms_.size()) - 1;
}

int PdfDocument::AddForm(PdfForm form) {
  FormRef ref;
  CornerOf(form, &ref.left, &ref.top);
  if (writer_) {
    ref.object = writer_->Reserve();
    writer_->WriteStream(ref.object, ArtFormDict(form, art_resources_, form.group ? group_ : 0), form.content);
  }
  forms_.push_back(ref);
  return int(forms_.size()) - 1;
}

void PdfDocument::PlaceForm(int form, PointMm at, const std::optional<RectMm>& clip) {
  if (form < 0 || size_t(form) >= forms_.size()) return;  // no such form
  placed_.push_back({form, at, clip});
}

void PdfDocument::DrawFormPages() {
  for (const auto& [art, size] : cairo_forms_) {
    // Cairo clips what it paints on a page to whole points, rounding down; a
    // page a point larger keeps the art's last fraction of a point (its right
    // and bottom bleed). The form is placed by its top-left corner, so the
    // extra room, where nothing is drawn, changes nothing.
    cairo_pdf_surface_set_size(surface_.get(), std::ceil(size.w.pt()) + 1, std::ceil(size.h.pt()) + 1);
    cairo_set_source_surface(cr_.get(), art.get(), 0, 0);
    cairo_paint(cr_.get());
    cairo_show_page(cr_.get());
  }
}

int PdfDocument::BoxObject(const RectMm& r, double height) {
  // Every sheet of a deck has the same boxes: one shared array, not one for each page.
  std::array<double, 4> key{r.x.v, r.y.v, r.w.v, r.h.v + height * 1e6};
  auto found = box_objects_.find(key);
  if (found != box_objects_.end()) return found->second;
  int object = writer_->Reserve();
  writer_->WriteObject(object, "[" + PdfNumber(r.x.pt()) + " " + PdfNumber(height - (r.y + r.h).pt()) + " " +
                                   PdfNumber((r.x + r.w).pt()) + " " + PdfNumber(height - r.y.pt()) + "]");
  return box_objects_[key] = object;
}

void PdfDocument::WriteArtResources() {
  std::string states = "<<";
  for (int milli : art_.alphas()) {
    std::string a = Num(milli / 1000.0, 3);
    states += "/A" + std::to_string(milli) + " <</Type /ExtGState /CA " + a + " /ca " + a + ">> ";
  }
  writer_->WriteObject(states_, states + ">>");
  writer_->WriteObject(symbol_resources_, "<</ExtGState " + std::to_string(states_) + " 0 R>>");
  std::string resources = "<</ExtGState " + std::to_string(states_) + " 0 R";
  if (!art_.symbols().empty()) {
    std::string symbols = "<<";
    for (size_t i = 0; i < art_.symbols().size(); ++i) {
      int object = writer_->Reserve();
      writer_->WriteStream(object, ArtFormDict(art_.symbols()[i], symbol_resources_, 0), art_.symbols()[i].content);
      symbols += PdfArt::SymbolName(int(i)) + " " + std::to_string(object) + " 0 R ";
    }
    int dict = writer_->Reserve();
    writer_->WriteObject(dict, symbols + ">>");
    resources += " /XObject " + std::to_string(dict) + " 0 R";
  }
  writer_->WriteObject(art_resources_, resources + ">>");
}

Status PdfDocument::Finish() {
  if (!status_.ok()) return status_;
  DrawFormPages();
  cairo_status_t drawn = cairo_status(cr_.get());
  cr_.reset();
  cairo_surface_finish(surface_.get());
  finished_ = true;
  cairo_status_t written = cairo_surface_status(surface_.get());
  // Cairo 1.16 can lose its stream's write errors: the scratch file keeps them.
  Status scratch = cairo_pdf_->Flush();
  if (!scratch.ok()) return scratch.At(out_.path());
  if (drawn != CAIRO_STATUS_SUCCESS || written != CAIRO_STATUS_SUCCESS)
    return Status::Io(std::string("cannot write PDF: ") +
                      cairo_status_to_string(drawn != CAIRO_STATUS_SUCCESS ? drawn : written)).At(out_.path());
  cairo_forms_.clear();
  surface_.reset();
  WriteArtResources();
  Status copied = CopyCairo();
  cairo_pdf_.reset();
  if (!copied.ok()) return Status::Io("cannot write PDF: " + copied.message()).At(out_.path());
  return out_.Commit();
}

namespace {

/// What an object of Cairo's file becomes in ours.
enum class Role : uint8_t { Copy, Skip, Page, FormContent, Resources, Labels };

/// Drops the labels of pages at `pages` and after (Cairo's form pages).
void TrimLabels(PdfValue* labels, int pages) {
  PdfValue* nums = labels->Find("/Nums");
  if (!nums || nums->kind != PdfValue::Kind::Array) return;
  std::vector<PdfValue> kept;
  for (size_t i = 0; i + 1 < nums->items.size(); i += 2) {
    if (nums->items[i].kind == PdfValue::Kind::Number && nums->items[i].NumberValue() >= pages) continue;
    kept.push_back(nums->items[i]);
    kept.push_back(nums->items[i + 1]);
  }
  nums->items = std::move(kept);
}

/// The single content stream of a page, or 0.
int SingleContents(const PdfValue& page) {
  const PdfValue* c = page.Find("/Contents");
  if (!c) return 0;
  if (c->kind == PdfValue::Kind::Array && c->items.size() == 1) c = &c->items[0];
  return c->kind == PdfValue::Kind::Ref ? c->ref : 0;
}

}  // namespace

Status PdfDocument::CopyCairo() {
  CairoPdf in(cairo_pdf_->fd());
  if (!in.status().ok()) return in.status();
  auto fail = [&in](const std::string& why) {
    return in.status().ok() ? Status::Invalid("cannot read Cairo's output back: " + why) : in.status();
  };
  const PdfValue* root_ref = in.trailer().Find("/Root");
  CairoObject catalog, pages;
  if (!root_ref || root_ref->kind != PdfValue::Kind::Ref || !in.Read(root_ref->ref, &catalog))
    return fail("no catalog");
  const PdfValue* pages_ref = catalog.value.Find("/Pages");
  if (!pages_ref || pages_ref->kind != PdfValue::Kind::Ref || !in.Read(pages_ref->ref, &pages))
    return fail("no pages");
  const PdfValue* kids = pages.value.Find("/Kids");
  size_t count = pages_done_.size();
  if (!kids || kids->items.size() != count + cairo_forms_count_)
    return fail("Cairo wrote " + std::to_string(kids ? kids->items.size() : 0) + " pages, not " +
                std::to_string(count + cairo_forms_count_));
  // Cairo's numbers to ours, given as they are first needed; a negative
  // number is one of ours already.
  std::vector<int> ours(size_t(in.size()), 0);
  ours[size_t(pages_ref->ref)] = pages_root_;
  auto renumber = [&](int n) {
    if (n < 0) return -n;
    if (n == 0 || n >= in.size()) return n;  // no such object: PDF reads it as null
    int& o = ours[size_t(n)];
    if (o == 0) o = writer_->Reserve();
    return o;
  };
  std::vector<Role> role(size_t(in.size()), Role::Copy);
  std::vector<int> page_of(size_t(in.size()), -1);
  std::map<int, std::set<int>> resource_forms;  ///< a resources object: the forms its pages name
  std::map<int, std::pair<PdfValue, PdfValue>> form_pages;  ///< a form's content: its box, resources
  std::vector<int> cairo_form_content(cairo_forms_count_, 0);
  role[size_t(root_ref->ref)] = Role::Skip;
  role[size_t(pages_ref->ref)] = Role::Skip;
  for (size_t i = 0; i < kids->items.size(); ++i) {
    const PdfValue& kid = kids->items[i];
    CairoObject page;
    if (kid.kind != PdfValue::Kind::Ref || !in.Read(kid.ref, &page)) return fail("a page is missing");
    const PdfValue* res = page.value.Find("/Resources");
    if (i < count) {
      role[size_t(kid.ref)] = Role::Page;
      page_of[size_t(kid.ref)] = int(i);
      if (res && res->kind == PdfValue::Kind::Ref) {
        role[size_t(res->ref)] = Role::Resources;
        resource_forms[res->ref].insert(pages_done_[i].forms.begin(), pages_done_[i].forms.end());
      }
      continue;
    }
    role[size_t(kid.ref)] = Role::Skip;
    int content = SingleContents(page.value);
    const PdfValue* box = page.value.Find("/MediaBox");
    if (content <= 0 || content >= in.size() || !box) return fail("a form's page is not a single drawing");
    role[size_t(content)] = Role::FormContent;
    form_pages[content] = {*box, res ? *res : PdfValue::Dict()};
    cairo_form_content[i - count] = content;
  }
  const PdfValue* labels = catalog.value.Find("/PageLabels");
  if (labels && labels->kind == PdfValue::Kind::Ref && labels->ref < in.size()) role[size_t(labels->ref)] = Role::Labels;
  // The forms' names, for the resources of the pages that place them.
  auto add_forms = [&](PdfValue* resources, const std::set<int>& forms) {
    if (forms.empty()) return;
    PdfValue* xobjects = resources->Find("/XObject");
    if (xobjects && xobjects->kind == PdfValue::Kind::Ref) {
      PdfValue direct;
      if (in.Resolve(*xobjects, &direct)) *xobjects = std::move(direct);
    }
    if (!xobjects || xobjects->kind != PdfValue::Kind::Dict) {
      resources->Set("/XObject", PdfValue::Dict());
      xobjects = resources->Find("/XObject");
    }
    for (int f : forms) {
      const FormRef& form = forms_[size_t(f)];
      xobjects->Set(FormName(f), form.cairo >= 0 ? PdfValue::Ref(cairo_form_content[size_t(form.cairo)])
                                                 : PdfValue::Ref(-form.object));
    }
  };
  std::string data;
  for (int n = 1; n < in.size(); ++n) {
    if (!in.Has(n) || role[size_t(n)] == Role::Skip) continue;
    CairoObject o;
    if (!in.Read(n, &o)) return in.status();
    PdfValue& v = o.value;
    switch (role[size_t(n)]) {
      case Role::Page: {
        const PageRecord& page = pages_done_[size_t(page_of[size_t(n)])];
        if (page.placements > 0) {
          PdfValue contents = PdfValue::Array({PdfValue::Ref(-page.placements)});
          if (const PdfValue* c = v.Find("/Contents")) {
            if (c->kind == PdfValue::Kind::Array)
              contents.items.insert(contents.items.end(), c->items.begin(), c->items.end());
            else
              contents.items.push_back(*c);
          }
          v.Set("/Contents", std::move(contents));
        }
        PdfValue* res = v.Find("/Resources");
        std::set<int> forms(page.forms.begin(), page.forms.end());
        if (!res) {
          v.Set("/Resources", PdfValue::Dict());
          res = v.Find("/Resources");
        }
        if (res->kind == PdfValue::Kind::Dict) add_forms(res, forms);
        if (page.boxes.bleed) v.Set("/BleedBox", PdfValue::Ref(-BoxObject(*page.boxes.bleed, page.height)));
        if (page.boxes.trim) v.Set("/TrimBox", PdfValue::Ref(-BoxObject(*page.boxes.trim, page.height)));
        break;
      }
      case Role::Resources:
        if (v.kind == PdfValue::Kind::Dict) add_forms(&v, resource_forms[n]);
        break;
      case Role::Labels:
        TrimLabels(&v, int(count));
        break;
      case Role::FormContent: {
        const auto& [box, resources] = form_pages[n];
        v.Set("/Type", PdfValue::Name("/XObject"));
        v.Set("/Subtype", PdfValue::Name("/Form"));
        v.Set("/BBox", box);
        v.Set("/Resources", resources);
        break;
      }
      default:
        break;
    }
    if (!o.stream) {
      std::string body;
      WritePdfValue(v, renumber, &body);
      writer_->WriteObject(renumber(n), body);
      continue;
    }
    if (!v.Find("/Filter")) {  // written plain (WriteCairoPdfStreamsPlain): compressed here
      if (!in.ReadBytes(o.data_at, size_t(o.data_size), &data)) return in.status();
      writer_->WriteStream(renumber(n), Entries(v, renumber, "/Length"), data);
      continue;
    }
    writer_->BeginRawStream(renumber(n), Entries(v, renumber, "/Length"), size_t(o.data_size));
    for (long long at = 0; at < o.data_size; at += 1 << 16) {
      size_t chunk = size_t(std::min<long long>(1 << 16, o.data_size - at));
      if (!in.ReadBytes(o.data_at + at, chunk, &data)) return in.status();
      writer_->WriteRaw(data.data(), data.size());
    }
    writer_->EndRawStream();
  }
  std::string kid_list;
  for (size_t i = 0; i < count; ++i) kid_list += std::to_string(renumber(kids->items[i].ref)) + " 0 R ";
  writer_->WriteObject(pages_root_, "<</Type /Pages /Kids [" + kid_list + "] /Count " + std::to_string(count) + ">>");
  // Cairo's catalog (its outline, labels and whatever else it names) with our page tree.
  PdfValue cat = catalog.value;
  cat.Set("/Pages", PdfValue::Ref(-pages_root_));
  if (PdfValue* l = cat.Find("/PageLabels"); l && l->kind == PdfValue::Kind::Dict) TrimLabels(l, int(count));
  std::string body;
  WritePdfValue(cat, renumber, &body);
  int root = writer_->Reserve();
  writer_->WriteObject(root, body);
  const PdfValue* info = in.trailer().Find("/Info");
  writer_->Finish(root, info && info->kind == PdfValue::Kind::Ref ? renumber(info->ref) : 0);
  if (!in.status().ok()) return in.status();
  return Status::Ok();
}

}  // namespace carc
