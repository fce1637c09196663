#include "play/player.h"

#include <algorithm>
#include <cstdlib>

#include "base/check.h"
#include "base/text_util.h"
#include "play/greedy_player.h"
#include "play/mcts_player.h"
#include "play/random_player.h"

namespace carc {

std::string PlayerSpec::Name() const {
  switch (kind) {
    case PlayerKind::Random: return "random";
    case PlayerKind::Greedy: return "greedy";
    case PlayerKind::Mcts:
      return "mcts:" + std::to_string(playouts) + (random_playouts ? ":random" : "");
  }
  return "?";
}

namespace {

const char* const kKindsHelp = "the kinds are random, greedy, mcts, mcts:N and mcts:N:random";

/// Parses one name of `--ai` into `spec`; the reason in `*why` when it fails.
bool ParseOne(const std::string& name, PlayerSpec* spec, std::string* why) {
  if (name == "random" || name == "greedy") {
    spec->kind = name == "random" ? PlayerKind::Random : PlayerKind::Greedy;
    return true;
  }
  if (name == "mcts") {
    spec->kind = PlayerKind::Mcts;
    spec->playouts = kDefaultMctsPlayouts;
    return true;
  }
  if (name.rfind("mcts:", 0) == 0) {
    std::string n = name.substr(5);
    size_t colon = n.find(':');
    std::string playouts = n.substr(0, colon), policy = colon == n.npos ? "" : n.substr(colon + 1);
    bool digits = !playouts.empty() && playouts.size() <= 7 &&
                  playouts.find_first_not_of("0123456789") == playouts.npos;
    long value = digits ? std::strtol(playouts.c_str(), nullptr, 10) : 0;
    if (value < 1 || value > kMaxMctsPlayouts) {
      *why = "'" + Abbreviate(name) + "': the playouts per move must be a whole number from 1 to " +
             std::to_string(kMaxMctsPlayouts);
      return false;
    }
    if (colon != n.npos && policy != "random" && policy != "greedy") {
      *why = "'" + Abbreviate(name) + "': the playouts are 'greedy' (the default) or 'random'";
      return false;
    }
    spec->kind = PlayerKind::Mcts;
    spec->playouts = int(value);
    spec->random_playouts = policy == "random";
    return true;
  }
  std::string hint = Suggest(name, {"random", "greedy", "mcts"});
  *why = "unknown player '" + Abbreviate(name) + "'" +
         (hint.empty() ? "" : " (did you mean '" + hint + "'?)");
  return false;
}

}  // namespace

Status ParsePlayerKinds(const std::string& text, std::vector<PlayerSpec>* out) {
  out->clear();
  std::vector<std::string> names;
  size_t start = 0;
  while (true) {
    size_t comma = text.find(',', start);
    names.push_back(text.substr(start, comma == text.npos ? text.npos : comma - start));
    if (comma == text.npos) break;
    start = comma + 1;
  }
  std::vector<std::string> problems;
  bool unknown = false;  // then list the kinds
  for (const std::string& name : names) {
    PlayerSpec spec;
    std::string why;
    if (name.empty()) {
      problems.push_back("an empty player name in '" + Abbreviate(text) + "'");
      unknown = true;
    } else if (!ParseOne(name, &spec, &why)) {
      problems.push_back(why);
      unknown |= why.rfind("unknown", 0) == 0;
    }
    out->push_back(spec);
  }
  // "," or "x,x": one problem, said once however many seats share it.
  std::vector<std::string> once;
  for (const std::string& p : problems)
    if (std::find(once.begin(), once.end(), p) == once.end()) once.push_back(p);
  problems = once;
  if (!problems.empty())
    return Status::Invalid(Join(problems, "; ") + (unknown ? std::string("; ") + kKindsHelp : ""));
  return Status::Ok();
}

Status ParsePlayerSpecs(const std::string& text, int players, std::vector<PlayerSpec>* out) {
  Status kinds = ParsePlayerKinds(text, out);
  if (!kinds.ok()) return Status::Invalid("--ai: " + kinds.message());
  if (out->size() == 1 && players > 0) out->assign(size_t(players), (*out)[0]);
  if (players > 0 && int(out->size()) != players)
    return Status::Invalid("--ai names " + std::to_string(out->size()) +
                           " players, but --players is " + std::to_string(players) +
                           ": give one kind for every seat, or one per seat");
  return Status::Ok();
}

std::unique_ptr<Player> MakePlayer(const PlayerSpec& spec, const ShapeCatalog& catalog,
                                   RandomPolicy policy) {
  switch (spec.kind) {
    case PlayerKind::Random: return std::make_unique<RandomPlayer>(policy);
    case PlayerKind::Greedy: return std::make_unique<GreedyPlayer>(catalog);
    case PlayerKind::Mcts: {
      MctsOptions options;
      options.playouts = spec.playouts;
      if (spec.random_playouts) {
        options.policy = PlayoutPolicy::Random;
        options.depth = kPlayToTheEnd;  // random players say little about a position: play to the end
      }
      return std::make_unique<MctsPlayer>(catalog, options);
    }
  }
  CARC_CHECK(false, "unknown player kind");
}

}  // namespace carc
