// The documentation against the repository and the tool: every link and every
// doc a page names resolves inside the repository, and docs/rules.md's worked
// examples score with carckit exactly as the page says.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "base/test_util.h"

namespace carc {
namespace {

namespace fs = std::filesystem;

/// The repository's own files: everything under the root but build folders,
/// out/ and .git.
std::vector<fs::path> RepositoryFiles(const fs::path& root) {
  std::vector<fs::path> files;
  for (auto it = fs::recursive_directory_iterator(root); it != fs::recursive_directory_iterator(); ++it) {
    std::string name = it->path().filename().string();
    if (it->is_directory() && (name == ".git" || name == "out" || name.rfind("build", 0) == 0) &&
        it->path().parent_path() == root) {
      it.disable_recursion_pending();
      continue;
    }
    if (it->is_regular_file()) files.push_back(it->path());
  }
  return files;
}

/// Whether `target`, read relative to `from`'s folder, stays inside `root`
/// and names something that exists.
bool ResolvesInside(const fs::path& root, const fs::path& from, const std::string& target) {
  fs::path p = fs::weakly_canonical(from.parent_path() / target);
  fs::path r = fs::weakly_canonical(root);
  auto rel = p.lexically_relative(r);
  if (rel.empty() || rel.begin()->string() == "..") return false;
  return fs::exists(p);
}

/// Every place a Markdown file points at a path: link and image targets
/// (less their #anchor), and `code` spans that name a .md file or start with ./ or ../.
std::vector<std::string> PathsNamed(const std::string& text) {
  std::vector<std::string> paths;
  static const std::regex link(R"(\]\(([^)\s]+)\))");
  for (std::sregex_iterator m(text.begin(), text.end(), link), end; m != end; ++m) {
    std::string t = (*m)[1];
    if (t.find("://") != std::string::npos || t.rfind("mailto:", 0) == 0 || t[0] == '#') continue;
    paths.push_back(t.substr(0, t.find('#')));
  }
  static const std::regex code(R"(`((?:\.\.?/)[^`\s]+|[\w./-]+\.md)`)");
  for (std::sregex_iterator m(text.begin(), text.end(), code), end; m != end; ++m) paths.push_back((*m)[1]);
  return paths;
}

TEST(DocsTest, NoFileLinksToAPathOutsideTheRepository) {
  fs::path root = fs::absolute(test_support::SourceDir());
  int checked = 0;
  for (const fs::path& file : RepositoryFiles(root)) {
    std::string ext = file.extension().string();
    std::string text = test_support::ReadFile(file.string());
    if (ext == ".md") {
      for (const std::string& target : PathsNamed(text)) {
        ++checked;
        // A path in `code` may also be written from the repository's root
        // (`docs/tile-spec.md`), and a bare `name.md` name a page of docs/.
        bool ok = ResolvesInside(root, file, target) || ResolvesInside(root, root / "x", target) ||
                  (target.find('/') == std::string::npos && ResolvesInside(root, root / "docs" / "x", target));
        EXPECT_TRUE(ok) << file.lexically_relative(root).string() << " names " << target
                        << ", which is not a file of the repository";
      }
    }
    // Schemas and sets point at their schema by relative path.
    if (ext == ".json" || ext == ".yaml") {
      static const std::regex ref(R"(\$schema[=:"\s]+([.][^"\s]+))");
      for (std::sregex_iterator m(text.begin(), text.end(), ref), end; m != end; ++m) {
        ++checked;
        EXPECT_TRUE(ResolvesInside(root, file, (*m)[1]))
            << file.lexically_relative(root).string() << " points at " << (*m)[1];
      }
    }
    // No file names the machine's shared reference notes (spelt in two parts
    // here, so this file does not name them either).
    EXPECT_EQ(text.find(std::string("..") + "/shared/"), std::string::npos) << file.lexically_relative(root).string();
  }
  EXPECT_GT(checked, 50);  // the docs do link to each other
}

TEST(DocsTest, TheLinkCheckCatchesAPathOutsideTheRepository) {
  const std::string shared = std::string("..") + "/shared/reference/rules.md";
  EXPECT_EQ(PathsNamed("see [rules](" + shared + "#x) and `base-tiles.md`"),
            (std::vector<std::string>{shared, "base-tiles.md"}));
  fs::path root = fs::absolute(test_support::SourceDir());
  EXPECT_FALSE(ResolvesInside(root, root / "docs" / "engine.md", "../" + shared));
  EXPECT_FALSE(ResolvesInside(root, root / "docs" / "engine.md", "base-tiles.md"));
  EXPECT_TRUE(ResolvesInside(root, root / "docs" / "engine.md", "rules.md"));
  EXPECT_TRUE(ResolvesInside(root, root / "README.md", "docs/images/tile-D.png"));
}

/// One worked example of docs/rules.md: its board and the score it states.
struct WorkedExample {
  std::string title, board, expected;
  bool final_scoring = false;
};

/// The examples under "## Worked examples": a ### heading, a yaml block and a
/// "Score: ..." or "Final score: ..." sentence (up to its first full stop).
std::vector<WorkedExample> WorkedExamples(const std::string& doc) {
  std::vector<WorkedExample> out;
  std::istringstream in(doc.substr(doc.find("## Worked examples")));
  std::string line;
  WorkedExample ex;
  bool in_yaml = false;
  while (std::getline(in, line)) {
    if (line.rfind("### ", 0) == 0) {
      ex = WorkedExample{line.substr(4), "", "", false};
    } else if (line == "```yaml") {
      in_yaml = true;
    } else if (in_yaml && line == "```") {
      in_yaml = false;
    } else if (in_yaml) {
      ex.board += line + "\n";
    } else if (line.rfind("Score: ", 0) == 0 || line.rfind("Final score: ", 0) == 0) {
      ex.final_scoring = line[0] == 'F';
      std::string s = line.substr(line.find(": ") + 2);
      ex.expected = s.substr(0, s.find('.'));
      out.push_back(ex);
    }
  }
  return out;
}

TEST(DocsTest, RulesWorkedExamplesScoreAsWritten) {
  std::string doc = test_support::ReadFile(test_support::SourceDir() + "/docs/rules.md");
  std::vector<WorkedExample> examples = WorkedExamples(doc);
  ASSERT_EQ(examples.size(), 13u);
  test_support::TempDir dir;
  for (const WorkedExample& ex : examples) {
    SCOPED_TRACE(ex.title);
    // The board must be the one above its sentence, and the heading a final one when it says so.
    EXPECT_EQ(ex.final_scoring, ex.title.rfind("Final scoring", 0) == 0);
    test_support::WriteFile(dir.Path("board.yaml"), ex.board);
    test_support::RunResult r = test_support::RunCarckit("score base-c1 '" + dir.Path("board.yaml") + "'" +
                                               (ex.final_scoring ? " --final" : ""));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    // "red: 3 points" lines, in seat order, as "red 3, blue 0".
    std::string got;
    static const std::regex total(R"((^|\n)(\w+): (\d+) points?\n)");
    for (std::sregex_iterator m(r.out.begin(), r.out.end(), total), end; m != end; ++m)
      got += (got.empty() ? "" : ", ") + (*m)[2].str() + " " + (*m)[3].str();
    EXPECT_EQ(got, ex.expected) << r.out;
  }
}

}  // namespace
}  // namespace carc
