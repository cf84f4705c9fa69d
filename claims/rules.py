"""The named rules of the normal-play model, with the law clause and source of each.

Every card the adjudicator lets the claimer's side play is justified by one or more of
these rules, and every card it refuses him is refused by one of them; the ruling quotes
them next to the deciding choices.  The code that applies them is in
:mod:`claims.normal_play`; each rule's test, built on its source's own example, is in
``tests/test_normal_play.py`` and the case library ``positions/``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True, slots=True)
class Rule:
    name: str
    law: str
    source: str
    summary: str

    def __hash__(self) -> int:
        # the rules ask "is this rule relaxed?" (a frozenset of rules) at every turn:
        # the generated hash is interpreted Python even in the compiled core, and hashed
        # all four strings; the name alone (equal rules have equal names)
        return hash(self.name)

    def __str__(self) -> str:
        return f"{self.name} ({self.law})"


SEED: Final = "seed 004 'Vurdering af krav'"

LEGAL_ONLY: Final = Rule(
    "legal-only",
    "Law 70 footnote",
    f"{SEED}, Normalt spil",
    "a revoke or a lead from the wrong hand is never normal, even if the statement needs one",
)
STATED_LINE: Final = Rule(
    "stated-line",
    "70D1",
    "Law 70D1; FIGB 'L'Esperto risponde' 2017 (a discard stated on a card played "
    "without it goes on the next card of that suit)",
    "the claimer plays the line he stated",
)
STATED_LINE_BREAKS: Final = Rule(
    "stated-line-breaks",
    "70D1",
    "practice note 2 (Stevenson); WBFLC 2001-11-01 item 3",
    "when the stated line fails visibly or cannot be followed, the claimer goes on with "
    "any normal play",
)
OBVIOUS_CONSEQUENCE: Final = Rule(
    "obvious-consequence",
    "70D1",
    f"{SEED}, Normalt spil ('jeg kniber med damen')",
    "a stated finesse covers an honour that appears: the ace goes on the king",
)
ANY_SUIT_ORDER: Final = Rule(
    "any-suit-order",
    "70D1",
    f"{SEED}, Rest uden spilleplan; ACBL guideline 1",
    "with no order stated, the claimer may cash his suits in any order",
)
UNAWARE_OF_TRUMP: Final = Rule(
    "unaware-of-trump",
    "70C",
    f"{SEED}, Manglende trumftrækning; WB 8.70.4",
    "the statement does not mention the outstanding trump and the claimer may have "
    "forgotten it: playing side suits before drawing it is normal",
)
AWARE_DRAWS_TRUMP: Final = Rule(
    "aware-draws-trump",
    "70C2",
    f"{SEED}, Undtagelser; WB 8.70.4(b)",
    "a claimer who knows of the outstanding trump draws it before playing side suits",
)
FROM_THE_TOP: Final = Rule(
    "from-the-top",
    "70D1",
    f"{SEED} (EDBx/Kx); WB 8.70.5 (AK5 opposite 42); NBB Delft column (K-J-7)",
    "a suit with solidity, or headed by a master ace or king, is cashed from the top (or led "
    "low towards partner's top card)",
)
TOP_DOWN_ORDER: Final = Rule(
    "top-down-order",
    "70E2",
    "Law 70E2 (a regulating authority's 'from the top down'); ACBL Laws Commission "
    "claim guideline 1; Bridge Winners, Denver A/X Swiss ('declarer must play the AK')",
    "the regulating authority deems every suit played from the top down: led from the "
    "top, and followed to partner's lead with a top card, not an unstated finesse "
    "(partner's lower card is not let run past a sure top card)",
)
BELIEVED_WINNERS: Final = Rule(
    "believed-winners",
    "70D1",
    f"{SEED}, Rest uden spilleplan ('sine formodede stik')",
    "he leads the cards he believes are winners, in any order: masters, given what he "
    "overlooked at the claim, and cards partner ruffs; a card he sees is beaten is a loser "
    "he would not lead",
)
ONE_OVERSIGHT: Final = Rule(
    "one-oversight",
    "70D1",
    f"{SEED}, Rest uden spilleplan (the ♦A he thought gone) and Manglende trumftrækning "
    "(70C2); WB 8.70.4 ('unaware of an outstanding winner'); believed-in-the-trick: "
    f"{SEED}, Normalt spil ('Vi går dog ud fra, at spilleren faktisk ser de kort, der "
    "spilles': he sees what falls, he does not count)",
    "the claimer is taken to have overlooked at most one thing at the claim (the "
    "outstanding trump, or the top card of one suit), the worst for him among those that "
    "fit his claim and statement (a claim of every trick with trumps out that his side "
    "cannot draw shows that what he overlooked is the trump); around it, any "
    "careless-but-sane play, and he plays as if the card he overlooked were not there, "
    "within a trick as at a lead, until it is played",
)
NO_SOLIDITY: Final = Rule(
    "no-solidity",
    "70D1",
    "WB 8.70.5 (754 opposite void); EBU forum 325 (♥J6)",
    "in a suit without solidity a careless claimer may lead any card",
)
TRUMPS_FROM_THE_TOP: Final = Rule(
    "trumps-from-the-top",
    "70C3",
    f"{SEED}, Undtagelser (EK2 of trumps); EBU Brighton 2011 (Robin Barker's blog: "
    "dummy's ♠3 to declarer's bare ♠T draws West's ♠9, the ♠J from ♠J-3 crashes it)",
    "trumps are played from the top: leading the 2 from A-K-2 is not normal; a low trump "
    "led to partner's trump that beats every trump he sees out draws as surely, and "
    "keep-entries chooses between the two draws",
)
NO_SIMPLE_BLOCKAGE: Final = Rule(
    "no-simple-blockage",
    "70D1",
    f"{SEED} (EDBx opposite Kx: 'to cards of no value', no outside entry); practice note 4; "
    "DBf LKU-20 2.1 (counting order is not playing order: cutting oneself off is "
    "'fornuftstridigt'); BBO 'A Genuine Grosvenor' (2018: dummy's ♠K is the way back to "
    "the thirteenth club, the TD gave every trick)",
    "the obvious unblock is made: no play that leaves the short hand's winners stranded "
    "over the long hand's when the long hand has no outside entry he sees; with one, the "
    "suit is not blocked, and a winner thrown to unblock it throws a trick; nor is a "
    "suit blocked by a discard (a loser goes that blocks nothing: the last small card "
    "beside the ace opposite K-10, a lone master left under partner's longer, higher "
    "one, a small card the suit's run needs: A-Q-9 opposite K-10-5 with the J out run "
    "three tricks, A-Q two, whichever hand leads; Bridge Winners 'Faulty Claim Ruling', 4NT); "
    "EDBx opposite Kx from either side: the x is not led from Kx to leave the K bare under "
    "partner's winners, nor the ace led over Kx, when the x to the K first keeps them all",
)
KEEP_ENTRIES: Final = Rule(
    "keep-entries",
    "70D1",
    "practice note 4 (Rainsford [S8]: an order 'so tortuous … as to not be able to be "
    "considered normal'); DBf LKU-20 2.1 (counting order is not playing order; cutting "
    "oneself off is 'fornuftstridigt'); issue 8 class 5 (cash the lone winner of the hand "
    "you are leaving first); NSWBA 2010 Appeal 1 (the ♠8 before the conceded club); "
    "Bridge Winners 'Faulty Claim Ruling' (4NT: dummy's ♠A-K-Q-J-9-4 opposite the ♠2, "
    "the director's line cashes the spades from the top); seed 004 (EDBx opposite Kx: "
    "the way back to the long hand is not spent while the bare K blocks)",
    "a claimer with winners in both hands does not cross to partner's hand, nor give up "
    "the lead with a loser he conceded, nor take a finesse that would, if it lost, leave "
    "winners of his own with no way back (a sure winner keeps the lead), nor discard the "
    "card that is partner's way to this hand, when another play keeps both reachable",
)
CASH_BEFORE_CONCEDING: Final = Rule(
    "cash-before-conceding",
    "70D1",
    "Law 68B1 ('a claim of some number of tricks is a concession of the remainder'); Law "
    "68C (the statement is the line 'through which the claimer proposes to win the tricks "
    "claimed'); practice note 3 (a count tells which cards are his winners); Bridge "
    "Winners 'Faulty Claim Ruling' (4NT: the director's line cashes the ♥A, the spades "
    "and three diamonds, then the defence takes the rest: down two)",
    "a claimer who counts the tricks he takes and concedes the remainder, naming no trick "
    "to give up first, leads the winners he counted before a card he sees loses: giving "
    "the lead away first is not his line",
)
WIN_WHEN_ABLE: Final = Rule(
    "win-when-able",
    "70D1",
    f"{SEED}, Normalt spil",
    "a claimer takes a trick he can surely win; ducking it is not normal unless stated",
)
UNSTATED_FINESSE: Final = Rule(
    "unstated-finesse",
    "70E1",
    "Law 70E1",
    "an unstated finesse or drop is not credited: both are normal and the worse counts",
)
PLACED_HONOURS: Final = Rule(
    "placed-honours",
    "70E1",
    f"{SEED}, Normalt spil ('Hvis en modstander kaster af')",
    "an opponent has shown out: the claimer places the outstanding cards of that suit "
    "with the other opponent and plays accordingly",
)
SECOND_HAND: Final = Rule(
    "second-hand",
    "70D1",
    "practice note 5",
    "second hand may play low or win the trick",
)
PLAY_LOW: Final = Rule(
    "play-low",
    "70D1",
    f"{SEED}, Normalt spil",
    "a card that cannot win is followed low; partner's winner is not overtaken except to unblock",
)
OVERRUFF: Final = Rule(
    "overruff",
    "70C3",
    f"{SEED}, Undtagelser ('ikke normalt at undlade at overtrumfe')",
    "an unexpected ruff is seen: failing to overruff is not normal",
)
RUFF_LOW: Final = Rule(
    "ruff-low",
    "70C3",
    f"{SEED}, Undtagelser ('normalt at trumfe lavt')",
    "ruffing low and risking an overruff is normal even with high trumps to spare",
)
RUFF_LOWEST: Final = Rule(
    "ruff-lowest",
    "70D1",
    "ACBL guideline 5",
    "when ruffing, the claimer is presumed to ruff as low as possible",
)
STATED_RUFF_HIGH: Final = Rule(
    "stated-ruff-high",
    "70D1",
    f"Law 70D1 (the claimer is held to his statement); {SEED}, Undtagelser ('normalt "
    "at trumfe lavt': without a statement)",
    "a claimer who said he ruffs high ruffs with a trump above every trump he believes "
    "is out (his highest when none is), not low",
)
LAST_HAND_RUFFS_LOW: Final = Rule(
    "last-hand-ruffs-low",
    "70D1",
    "NBB Delft district column ('troef vergeten zonder gevolgen': North, last to play, "
    "'will normally ruff with the ♠4'); ACBL guideline 5",
    "playing last to the trick, he ruffs with the lowest trump that wins: a higher one gains "
    "nothing",
)
NO_RUFFING_PARTNER: Final = Rule(
    "no-ruffing-partner",
    "70D1",
    "practice: ruffing partner's sure winner is worse than careless",
    "partner's sure winner is not ruffed",
)
ONE_CARD_FINESSE: Final = Rule(
    "one-card-finesse",
    "70E1",
    "Law 70E1 ('finding one opponent rather than the other with a particular card'); "
    "the Law 70 footnote as the EBU reads it (Rainsford [S8]: play 'worse than careless' "
    "is not normal)",
    "an unstated finesse is a play that needs one particular card well placed: letting "
    "partner's led card run, or playing a lower card of his own, when two or more cards "
    "he knows are out could beat it, or letting it run when it can gain nothing (his "
    "side's masters already take as many tricks as the suit has rounds), with a sure "
    "winner in hand, throws a trick he sees and is not normal",
)
HONOUR_FINESSE: Final = Rule(
    "honour-finesse",
    "70E1",
    "Law 70E1; EBU forum 325 (♥J6 with the ♥9 out: the nine forgotten, not finessed "
    "against); Stevenson on the BBO 'Claim from Philadelphia regional' (♥A-8 over the ♥9: "
    "'that the H8 is good'); BBO 'Another Claim' (♣A-Q over the ♣K: a finesse meant)",
    "a claimer's finesse is one against an honour: a claim that needs a spot card to beat "
    "a spot card is explained by his thinking it good (the spot card overlooked), not by a "
    "finesse, and with a sure winner in hand he does not finesse against a nine or lower",
)
NO_CRASH: Final = Rule(
    "no-crash",
    "70D1",
    f"{SEED} (EDBx opposite Kx: the obvious order); practice note 4 (Rainsford [S8]: an "
    "order 'so tortuous ... as to not be able to be considered normal')",
    "he does not lead a winner that partner must overtake with a winner of his own, or "
    "one under which partner has only winners to play when the suit has none to spare "
    "(two winners spent on one trick), when another lead keeps both; nor leads a "
    "winner that strands more of partner's winners than the crash would spend (the "
    "overtake that crosses to them is then the play: Bridge Winners 'Faulty Claim "
    "Ruling', 4NT)",
)
RUFF_AS_LED: Final = Rule(
    "ruff-as-led",
    "70D1",
    "practice note 2 and USBF 2019 Mixed USBC appeal 1 (the loser on a loser when the "
    "line visibly fails); Law 70E1 (an unstated ruffing finesse is a finesse)",
    "a card his side led for partner to ruff, which he knows a card still out may beat, "
    "is ruffed: throwing a card instead is a ruffing finesse, normal only when it can "
    "gain (the leader holds the next card in sequence, and the other "
    "opponent has not shown out, which would place the card that beats it behind him) "
    "and he has a reason to risk the trick (the ruff may be overruffed in his eyes, or "
    "he conceded tricks), or as the loser on a loser on the trick where his stated line "
    "has just failed",
)
KEEP_RUFFING_TRUMPS: Final = Rule(
    "keep-ruffing-trumps",
    "70D1",
    "St Petersburg Christmas Pairs 2000, the director's ruling ('Concession Cancelled?', "
    "blakjak.org: with clubs 5-0 the stated ruff of the fourth round 'adapts' to a second "
    "ruff); issue 8 class 3 (what the statement says he knows)",
    "a claimer who said he ruffs a suit knows what his trumps are for: with the opponents "
    "out of trumps he does not cash, or spend on another suit, a trump those ruffs need",
)
TRUMPS_NOT_FORCED: Final = Rule(
    "trumps-not-forced",
    "70D1",
    "ACBL Laws Commission claim guidelines (Spring 2019), 4: 'Declarer should not be "
    "forced to play the remainder of his trumps to his disadvantage if both opponents "
    "have shown out of the suit'; BBO 'A Genuine Grosvenor' (2018, the TD's 6H made: "
    "the diamond ruff in hand credited once the trumps were drawn)",
    "with no trump left in the opponents' hands, he is not taken to cash his own trumps "
    "while he has another winner to lead: he keeps them to ruff with",
)
KEEP_MASTERS: Final = Rule(
    "keep-masters",
    "70D1",
    "WB 8.70.4 (outstanding winner); seed 004 (he does not count); NSWBA 2010 Appeal 1 "
    "(the ♥A, the lone guard against the ♥Q, is kept beside the ♦A-J)",
    "any discard is normal except a card he can see is master; a winner that needs counting "
    "may be thrown; with every card a master, a spare one goes first (no card out in its "
    "suit, or more masters than cards out or than rounds, dummy's masters counted, or else "
    "one of two or more masters of a suit, which stays stopped, before a suit's lone master)",
)
LOW_SPOT: Final = Rule(
    "low-spot",
    "70D1",
    f"{SEED}, Normalt spil (play-low's principle, a card that cannot win goes low: 'selv "
    "en søvnig spilfører'); Bridge Winners, Denver A/X Swiss (the director's ace and king "
    "of clubs keep declarer's ♣10, and no one who disputed the ruling threw or led it)",
    "a card that cannot win is the suit's lowest: a discard from a suit, and a low lead "
    "from the longer hand towards partner's higher card, is the lowest card of the suit "
    "he does not see is a master (the shorter hand may lead any, to unblock)",
)
KEEP_STATED_FINESSE: Final = Rule(
    "keep-stated-finesse",
    "70D1",
    "Law 70D1 (the stated line binds); issue 8 class 3 (what the statement says he "
    "knows: as keep-ruffing-trumps); NSWBA 2010 Appeal 1 (dummy's ♥A-5 under the stated "
    "heart finesse: the director's line keeps the ♥5 to run the ♥J)",
    "a claimer who stated a finesse still to come knows what that suit's cards are for: "
    "while he has a card of another suit to throw, he does not discard from it",
)
EXPERT_UNBLOCK: Final = Rule(
    "expert-unblock",
    "70D1",
    "Law 70 footnote ('careless or inferior for the class of player involved'); NBB "
    "Delft column 'geen geweldig goede claim' (four top players: one would of course "
    "overtake the ♦J with the ♦Q; ruled 'at that level'); Rainsford, EBU forum (entries: "
    "'the standard of player and whether or not he has indicated any awareness of the "
    "entry position'); setting player_class = expert",
    "with the expert class of player: partner's last card of a suit the claimer's "
    "statement shows he knows is overtaken by the hand with the length, not let run",
)
CREDITED_TECHNIQUE: Final = Rule(
    "stated-technique",
    "70D1",
    "Law 70D1 (a stated squeeze or throw-in is part of the line)",
    "a squeeze or throw-in stated by name is credited: best play from then on",
)
DEFENDER_PARTNER: Final = Rule(
    "defender-partner",
    "70D2",
    "Law 70D2",
    "in a defender's claim, partner's plays are restricted to normal plays too",
)
NEW_MASTER_CASHED: Final = Rule(
    "new-master-cashed",
    "71",
    "Law 71 (a conceded trick that could not be lost by any normal play is restored); "
    "blml, September 2010, Dave Seagull's case 1 (an ACBL flight B director: 'irrational "
    "for that class of player not to notice the fall of the HQ and not cashing the HJ "
    "pitching his last losing spade', all the tricks awarded); practice note 2 (a claimer "
    "notices what his own line shows him)",
    "a trick he said he would give up is not given up while the hand on lead holds a card "
    "made a master he sees by an opponent's higher card falling since the claim: he cashes it",
)
CONCESSION: Final = Rule(
    "concession",
    "71",
    "Law 71",
    "a conceded trick is restored only if no normal play could lose it",
)

ALL_RULES: Final[tuple[Rule, ...]] = (
    LEGAL_ONLY,
    STATED_LINE,
    STATED_LINE_BREAKS,
    OBVIOUS_CONSEQUENCE,
    ANY_SUIT_ORDER,
    UNAWARE_OF_TRUMP,
    AWARE_DRAWS_TRUMP,
    FROM_THE_TOP,
    TOP_DOWN_ORDER,
    BELIEVED_WINNERS,
    ONE_OVERSIGHT,
    NO_SOLIDITY,
    TRUMPS_FROM_THE_TOP,
    NO_SIMPLE_BLOCKAGE,
    KEEP_ENTRIES,
    CASH_BEFORE_CONCEDING,
    WIN_WHEN_ABLE,
    UNSTATED_FINESSE,
    PLACED_HONOURS,
    SECOND_HAND,
    PLAY_LOW,
    OVERRUFF,
    RUFF_LOW,
    RUFF_LOWEST,
    STATED_RUFF_HIGH,
    LAST_HAND_RUFFS_LOW,
    NO_RUFFING_PARTNER,
    KEEP_RUFFING_TRUMPS,
    TRUMPS_NOT_FORCED,
    KEEP_MASTERS,
    LOW_SPOT,
    KEEP_STATED_FINESSE,
    ONE_CARD_FINESSE,
    HONOUR_FINESSE,
    NO_CRASH,
    RUFF_AS_LED,
    EXPERT_UNBLOCK,
    CREDITED_TECHNIQUE,
    DEFENDER_PARTNER,
    NEW_MASTER_CASHED,
    CONCESSION,
)

# The rules that forbid cards a careless claimer could physically play.  Relaxing one at a
# time (``Claimant.relaxed``) shows which of them a standing claim rests on.
RESTRICTING_RULES: Final[tuple[Rule, ...]] = (
    AWARE_DRAWS_TRUMP,
    FROM_THE_TOP,
    TOP_DOWN_ORDER,
    BELIEVED_WINNERS,
    TRUMPS_FROM_THE_TOP,
    NO_SIMPLE_BLOCKAGE,
    KEEP_ENTRIES,
    CASH_BEFORE_CONCEDING,
    WIN_WHEN_ABLE,
    PLACED_HONOURS,
    PLAY_LOW,
    OVERRUFF,
    RUFF_LOWEST,
    STATED_RUFF_HIGH,
    LAST_HAND_RUFFS_LOW,
    NO_RUFFING_PARTNER,
    TRUMPS_NOT_FORCED,
    KEEP_MASTERS,
    LOW_SPOT,
    KEEP_STATED_FINESSE,
    ONE_CARD_FINESSE,
    HONOUR_FINESSE,
    NO_CRASH,
    RUFF_AS_LED,
    EXPERT_UNBLOCK,
    NEW_MASTER_CASHED,
)
