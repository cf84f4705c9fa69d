"""Danish and English: the texts of the web page and the ruling in either language.

Why a table here and not in :mod:`claims`: the domain speaks English in its reasons and
verdicts (other work changes those texts), and a translation must never change what is
ruled.  So the Danish ruling is built from the ruling's *structure* (numbers, seats,
cards, rules, settings) wherever the structure carries the meaning, and the few free
English sentences of :func:`claims.ruling._explain` are matched by pattern; a sentence
no pattern knows is shown in English rather than guessed at, so a new reason in the
domain is never lost, only untranslated.

The Danish follows the terms of the Danish edition of the laws ("Lovene for
Turneringsbridge"): krav (claim), afkald (concession), normalt spil (normal play),
udestående trumf (outstanding trump), spilfører, bordet, makker, stik, trumf, sans.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from claims import plan as P
from claims.cards import Card, Seat, Side, Suit
from claims.normal_play import ListedOrder, Settings
from claims.rules import ALL_RULES, Rule
from claims.ruling import ONLY_TRUMPS_WHY, ClaimKind, Ruling, keeps_text
from claims.search import NOT_VALUED_TIME, LineStep
from claims.service import Suggestion
from claims.statement import (
    ASIDE_BREAK_SAID,
    ASIDE_BREAK_WRONG,
    ASIDE_LOSERS,
    ASIDE_NONE_LEFT_WRONG,
    ASIDE_OVERRUFF,
    ASIDE_PROVISO,
    ASIDE_RESULT_IF,
    ASIDE_RUFF_HIGH,
    ASIDE_THEIR_TRUMP,
    describe_extras,
    structured_text,
)
from claims.statement import describe_step as describe_plan_step
from claims.view import OversightScope

from .render import Style

Lang = Literal["en", "da"]
LANGS: tuple[Lang, ...] = ("en", "da")

SEAT_NAMES: dict[Lang, dict[Seat, str]] = {
    "en": {Seat.N: "North", Seat.E: "East", Seat.S: "South", Seat.W: "West"},
    "da": {Seat.N: "Nord", Seat.E: "Øst", Seat.S: "Syd", Seat.W: "Vest"},
}
SIDE_NAMES: dict[Lang, dict[Side, str]] = {
    "en": {Side.NS: "North-South", Side.EW: "East-West"},
    "da": {Side.NS: "Nord-Syd", Side.EW: "Øst-Vest"},
}

LAW_NAMES: dict[str, dict[Lang, str]] = {
    "70A": {
        "en": "contested claim: as equitable as possible to both sides, doubtful points "
        "against the claimer",
        "da": "bestridt krav: så retfærdigt som muligt for begge parter, tvivl går imod "
        "den der krævede",
    },
    "70B": {"en": "clarification statement repeated", "da": "forklaringen gentages"},
    "70C": {
        "en": "an outstanding trump not mentioned",
        "da": "en udestående trumf, der ikke blev nævnt",
    },
    "70C1": {
        "en": "no statement about the outstanding trump",
        "da": "intet udsagn om den udestående trumf",
    },
    "70C2": {
        "en": "claimer at all likely unaware of the trump",
        "da": "det er sandsynligt, at den der krævede, ikke var klar over trumfen",
    },
    "70C3": {
        "en": "a trick could be lost to it by any normal play",
        "da": "et stik kan tabes til den ved normalt spil",
    },
    "70D1": {
        "en": "no successful line not embraced in the statement; normal play",
        "da": "intet vellykket spil, der ikke var omfattet af forklaringen; normalt spil",
    },
    "70D2": {
        "en": "a defender's claim: partner's plays normal too",
        "da": "en modspillers krav: også makkerens spil skal være normalt",
    },
    "70E1": {
        "en": "an unstated finesse or drop is not credited",
        "da": "en knibning eller et fald, der ikke blev nævnt, godskrives ikke",
    },
    "70E2": {
        "en": "regulating authority's order within a suit",
        "da": "det regelgivende organs rækkefølge i en farve",
    },
    "71": {
        "en": "concession cancelled: a trick that could not be lost by any normal play",
        "da": "afkald annulleres: et stik, der ikke kunne tabes ved noget normalt spil",
    },
    "Law 70 footnote": {
        "en": "normal includes careless or inferior, never irrational",
        "da": "normalt omfatter skødesløst eller ringere, aldrig irrationelt spil",
    },
}

RULE_NAMES_DA: dict[str, tuple[str, str]] = {
    "legal-only": (
        "kun-lovligt",
        "en renonce eller et udspil fra forkert hånd er aldrig normalt, heller ikke når "
        "forklaringen kræver det",
    ),
    "stated-line": ("nævnt-spilleplan", "den der krævede, spiller den linje, han nævnte"),
    "stated-line-breaks": (
        "spilleplanen-brister",
        "når den nævnte linje synligt slår fejl eller ikke kan følges, fortsætter han med "
        "et hvilket som helst normalt spil",
    ),
    "obvious-consequence": (
        "åbenlys-følge",
        "en nævnt knibning dækker en honnør, der kommer til syne: esset går på kongen",
    ),
    "any-suit-order": (
        "vilkårlig-farveorden",
        "uden nævnt rækkefølge kan han tage sine farver i en hvilken som helst orden",
    ),
    "unaware-of-trump": (
        "glemt-trumf",
        "forklaringen nævner ikke den udestående trumf, og han kan have glemt den: at "
        "spille sidefarver før den er trukket, er normalt spil",
    ),
    "aware-draws-trump": (
        "kendt-trumf-trækkes",
        "den der kender den udestående trumf, trækker den før sidefarverne",
    ),
    "from-the-top": (
        "fra-toppen",
        "en farve med soliditet, eller med et es eller en konge som topkort, tages fra "
        "toppen (eller spilles lavt mod makkers topkort)",
    ),
    "top-down-order": (
        "fra-toppen-altid",
        "det regelgivende organ anser hver farve for spillet fra toppen og ned: spillet ud "
        "fra toppen, og til makkers udspil bekendes med et topkort, ingen knibning han ikke "
        "har nævnt (makkers lavere kort lades ikke løbe forbi et sikkert topkort)",
    ),
    "believed-winners": (
        "formodede-stik",
        "han spiller de kort, han tror er stik, i vilkårlig orden: topkort, givet hvad han "
        "overså ved kravet, og kort makker trumfer; et kort, han ser er slået, er en taber, "
        "han ikke spiller",
    ),
    "no-solidity": (
        "uden-soliditet",
        "i en farve uden soliditet kan en skødesløs spiller spille et hvilket som helst kort",
    ),
    "trumps-from-the-top": (
        "trumf-fra-toppen",
        "trumf spilles fra toppen: at spille 2'eren fra E-K-2 er ikke normalt spil; en lav "
        "trumf spillet til makkers trumf, der slår alle trumfer, han ser er ude, trækker lige "
        "så sikkert, og bevar-forbindelsen vælger mellem de to måder at trække på",
    ),
    "no-simple-blockage": (
        "ingen-simpel-blokering",
        "den åbenlyse afblokering foretages: intet spil, der efterlader den korte hånds "
        "stik strandet over den lange hånds, når den lange hånd ikke har en indkomst uden "
        "for farven, som han kan se; har den en, er farven ikke blokeret, og et stik kastet "
        "for at afblokere smider et stik; heller ikke blokeres en farve af et afkast (en "
        "taber, der intet blokerer, kastes: det sidste lille kort ved siden af esset over for "
        "K-10, et enligt topkort under makkers længere, højere, et lille kort, som farvens "
        "gennemspil kræver: E-D-9 over for K-10-5 med B ude giver tre stik, E-D to, uanset "
        "hvilken hånd spiller ud; Bridge Winners 'Faulty Claim Ruling', 4NT); EDBx over for "
        "Kx fra begge sider: x spilles ikke "
        "fra Kx, så K står blank under makkers stik, og E spilles ikke over Kx, når x til K "
        "først beholder dem alle",
    ),
    "win-when-able": (
        "tag-sikre-stik",
        "et sikkert stik tages; at dukke det er ikke normalt spil, medmindre det blev nævnt",
    ),
    "unstated-finesse": (
        "ikke-nævnt-knibning",
        "en knibning eller et fald, der ikke blev nævnt, godskrives ikke: begge er normalt "
        "spil, og det dårligste tæller",
    ),
    "placed-honours": (
        "placerede-honnører",
        "en modstander har vist renonce: de udestående kort i farven placeres hos den anden "
        "modstander, og der spilles derefter",
    ),
    "second-hand": ("anden-hånd", "anden hånd kan spille lavt eller vinde stikket"),
    "play-low": (
        "spil-lavt",
        "et kort, der ikke kan vinde, følges lavt; makkers stik overtages ikke, undtagen "
        "for at afblokere",
    ),
    "overruff": (
        "overtrumf",
        "en uventet trumfning ses: det er ikke normalt spil at undlade at overtrumfe",
    ),
    "ruff-low": (
        "trumf-lavt",
        "at trumfe lavt med risiko for en overtrumfning er normalt spil, også med høje "
        "trumf til overs",
    ),
    "ruff-lowest": (
        "trumf-lavest",
        "når han trumfer, antages han at trumfe så lavt som muligt",
    ),
    "stated-ruff-high": (
        "erklæret-højt-trumf",
        "har den der krævede, sagt, at han trumfer højt, trumfer han med en trumf over alle "
        "trumf, han tror er ude (sin højeste, hvis ingen er), ikke lavt",
    ),
    "no-ruffing-partner": (
        "trumf-ikke-makker",
        "makkers sikre stik trumfes ikke",
    ),
    "keep-masters": (
        "behold-topkort",
        "ethvert afkast er normalt, undtagen et kort han kan se er topkort; et stik, der "
        "kræver optælling, kan kastes; er alle kort topkort, går et overskydende først "
        "(ingen kort ude i farven, eller flere topkort end kort ude eller end runder, "
        "bordets topkort medregnet, eller ellers ét af to eller flere topkort i en farve, "
        "som stadig er stoppet, før en farves eneste topkort)",
    ),
    "low-spot": (
        "lavt-kort",
        "et kort, der ikke kan vinde, er farvens laveste: et afkast fra en farve, og et lavt "
        "udspil fra den længste hånd mod makkers højere kort, er det laveste kort i farven, "
        "som han ikke ser er topkort (den korteste hånd må spille hvilket som helst ud for "
        "at afblokere)",
    ),
    "trumps-not-forced": (
        "trumf-ikke-tvunget",
        "når modstanderne ikke har flere trumfer, trækker han ikke sine egne trumfer, så "
        "længe han har et andet stik at spille ud: han beholder dem til at trumfe med",
    ),
    "keep-stated-finesse": (
        "behold-nævnt-knibning",
        "har den der krævede, nævnt en knibning, som han endnu skal tage, ved han, hvad "
        "farvens kort skal bruges til: så længe han har et kort i en anden farve at kaste, "
        "kaster han ikke af i den",
    ),
    "one-card-finesse": (
        "knib-mod-ét-kort",
        "en unævnt knibning kræver ét bestemt kort rigtigt placeret: at lade makkers "
        "udspillede kort løbe, eller at spille et lavere kort selv, når to eller flere kort "
        "han ved er ude kan slå det, eller at lade det løbe, når det intet kan vinde "
        "(sidens topkort tager allerede så mange stik, som farven "
        "har runder), med et sikkert stik på hånden, smider et stik han kan se, og er ikke "
        "normalt spil",
    ),
    "no-crash": (
        "ingen-sammenstød",
        "han spiller ikke et stik ud, som makker må overtage med sit eget stik, eller et, "
        "under hvilket makker kun har stik at give, når farven ingen stik har til overs "
        "(to stik i ét), når et andet udspil bevarer begge; og han spiller ikke et stik ud, "
        "der afskærer flere af makkers stik, end sammenstødet ville koste (overtagelsen, der "
        "går over til dem, er da spillet: Bridge Winners 'Faulty Claim Ruling', 4NT)",
    ),
    "honour-finesse": (
        "knib-mod-honnør",
        "den der krævede, kniber mod en honnør: et krav, der kræver at et lavt kort slår et "
        "lavt kort, forklares ved at han tror kortet er godt (det lave kort overset), ikke "
        "ved en knibning, og med et sikkert stik på hånden kniber han ikke mod en nier "
        "eller lavere",
    ),
    "expert-unblock": (
        "ekspert-blokering",
        "med spillerklassen ekspert: makkers sidste kort i en farve, som udtalelsen viser "
        "at han kender, overtages af hånden med længden, i stedet for at lade det løbe",
    ),
    "ruff-as-led": (
        "trumf-som-spillet",
        "et kort hans side spillede ud for at makker skal trumfe det, og som et kort han "
        "ved er ude kan slå, trumfes; at kaste i stedet er en trumfknibning, normal kun "
        "når den kan vinde noget (udspilleren har næste kort i sekvens, "
        "og den anden modspiller har ikke vist renonce, og han har grund til at risikere "
        "stikket: trumfningen kan blive overtrumfet, eller han har afgivet stik) eller "
        "som taber på "
        "taber i det stik, hvor hans nævnte plan lige er slået fejl",
    ),
    "keep-ruffing-trumps": (
        "behold-trumf-til-trumfning",
        "har den der krævede, sagt, at han trumfer en farve, ved han, hvad hans trumfer skal "
        "bruges til: når modstanderne ikke har flere trumfer, trækker han ikke en trumf, "
        "som de trumfninger skal bruge, og bruger den ikke på en anden farve",
    ),
    "cash-before-conceding": (
        "tag-stikkene-før-afgivelsen",
        "tæller den der krævede, de stik, han tager, og afgiver resten uden at sige, hvilket "
        "stik han giver først, tager han de talte vinderkort, før han spiller et kort, han "
        "ser taber: at give udspillet væk først er ikke hans plan",
    ),
    "keep-entries": (
        "bevar-forbindelsen",
        "har den der krævede, stik på begge hænder, går han ikke over til makkers hånd, "
        "afgiver ikke udspillet med en taber, han har givet op, tager ikke en knibning, der, "
        "hvis den taber, ville efterlade hans egne stik uden vej tilbage (et sikkert stik "
        "beholder udspillet), og kaster ikke det kort af, der er makkers vej til denne hånd, "
        "når et andet spil bevarer forbindelsen til begge hænder (fornuftstridigt)",
    ),
    "one-oversight": (
        "én-forglemmelse",
        "den der krævede, antages at have overset højst én ting ved kravet (den udestående trumf "
        "eller topkortet i én farve), den værste for ham af dem, der passer til kravet og "
        "udtalelsen (kræver han alle stik, mens modparten har trumf, hans side ikke kan "
        "trække, er det trumfen, han har overset); han spiller, som om det oversete kort "
        "ikke var der, også inde i et stik, indtil det bliver spillet",
    ),
    "last-hand-ruffs-low": (
        "sidste-hånd-trumfer-lavt",
        "som sidste hånd i stikket trumfer han med den laveste trumf, der vinder",
    ),
    "stated-technique": (
        "nævnt-teknik",
        "et squeeze eller indspil, der nævnes ved navn, godskrives: bedste spil derfra",
    ),
    "defender-partner": (
        "modspillers-makker",
        "i en modspillers krav er også makkerens spil begrænset til normalt spil",
    ),
    "new-master-cashed": (
        "nyt-topkort-tages",
        "et stik, han sagde han ville afgive, gives ikke væk, mens hånden i udspil har et kort, "
        "som et højere kort hos modparten, der er faldet siden kravet, har gjort til topkort, "
        "han ser: han tager det først",
    ),
    "concession": (
        "afkald",
        "et afgivet stik gives kun tilbage, hvis intet normalt spil kunne tabe det",
    ),
}

_RULES_BY_NAME: dict[str, Rule] = {rule.name: rule for rule in ALL_RULES}

SETTING_VALUES_DA: dict[str, str] = {
    "solidity": "soliditet",
    "top-down": "fra toppen og ned",
    "any": "vilkårlig",
    "lowest": "lavest",
    "general": "almindelig",
    "expert": "ekspert",
    "count": "en optælling",
    "then-order": "en spilleorden",
}


def pick_lang(value: str | None) -> Lang:
    """``da``/``en`` from a ``lang`` choice or an Accept-Language header; English otherwise.

    An Accept-Language header lists languages by preference (``da-DK,da;q=0.9,en``):
    the first of ours wins, weights aside, since browsers already list them in order.
    """
    if not value:
        return "en"
    for part in value.split(","):
        tag = part.split(";")[0].strip().lower()
        primary = tag.split("-")[0]
        if primary in ("da", "en"):
            return "da" if primary == "da" else "en"
        if primary in ("nb", "no", "nn", "sv"):  # a Scandinavian director reads Danish best
            return "da"
    return "en"


def seat_name(seat: Seat, lang: Lang) -> str:
    return SEAT_NAMES[lang][seat]


def side_name(side: Side, lang: Lang) -> str:
    return SIDE_NAMES[lang][side]


def rule_name(rule: Rule, lang: Lang) -> str:
    if lang == "da" and rule.name in RULE_NAMES_DA:
        return RULE_NAMES_DA[rule.name][0]
    return rule.name


def rule_summary(rule: Rule, lang: Lang) -> str:
    if lang == "da" and rule.name in RULE_NAMES_DA:
        return RULE_NAMES_DA[rule.name][1]
    return rule.summary


def law_name(law: str, lang: Lang) -> str:
    """The clause's short name; a clause without one gets an empty string."""
    names = LAW_NAMES.get(law.strip())
    return "" if names is None else names[lang]


def law_label(law: str, lang: Lang) -> str:
    """``Lov 70C: en udestående trumf, der ikke blev nævnt``."""
    word = "Lov" if lang == "da" else "Law"
    text = law if law.startswith("Law") else f"{word} {law}"
    if lang == "da":
        text = text.replace("Law ", "Lov ").replace(" footnote", " fodnote")
    name = law_name(law, lang)
    return f"{text}: {name}" if name else text


def plural_tricks(count: int, lang: Lang) -> str:
    if lang == "da":
        return f"{count} stik"
    return f"{count} trick" if count == 1 else f"{count} tricks"


SUIT_WORDS_DA = {Suit.S: "spar", Suit.H: "hjerter", Suit.D: "ruder", Suit.C: "klør"}


def _rounds_da(rounds: int | None, until: str) -> str:
    return until if rounds is None else f"{rounds} {'runde' if rounds == 1 else 'runder'}"


def _card_condition_da(condition: P.CardCondition) -> str:
    """A condition on a card in Danish (claims.statement.card_condition_words)."""
    card, suit = condition.card, SUIT_WORDS_DA[condition.card.suit]
    if condition.test == P.CARD_WITH and condition.seat is not None:
        return f"hvis {seat_name(condition.seat, 'da')} har {card}"
    if condition.test == P.CARD_FINESSE:
        return (f"hvis knibningen mod {card} går ({card} sidder før den hånd, der "
                "kniber)")
    return (f"hvis {card} falder (den, der har den, har ikke flere {suit} end de runder, "
            f"hans sides højere {suit} tager)")


def describe_step(step: P.Step, lang: Lang) -> str:
    """One "understood as" line in ``lang``; a kind of step this table does not know
    (the statement model grows) is described in the domain's English."""
    if lang == "en":
        return describe_plan_step(step)
    text = _describe_step_da(step)
    return describe_plan_step(step) if text is None else text


_ASIDES_DA = {
    ASIDE_PROVISO: "et forbehold om meldingernes oplysninger, intet skridt i spillet",
    ASIDE_THEIR_TRUMP: "en modspiller har en trumf, siger han: en udtalelse om den trumf "
    "(Lov 70C1), intet skridt",
    ASIDE_RUFF_HIGH: "han trumfer højt: hver trumfning med en trumf over alle trumf, han "
    "tror er ude",
    ASIDE_OVERRUFF: "den overtrumfning af hans trumfning, han venter, intet skridt af hans",
    ASIDE_BREAK_SAID: "hvordan en farve sidder, siger han: hvad han antager, intet skridt "
    "af hans (om trumf: en udtalelse om dem, Lov 70C1)",
    ASIDE_NONE_LEFT_WRONG: "han siger, at der ikke er flere trumfer, men en modspiller har "
    "en: han kender måske ikke til den, så det er ingen udtalelse om den trumf (Lov 70C1, "
    "70C2)",
    ASIDE_BREAK_WRONG: "trumfen sidder ikke, som han siger: det viser, at han måske ikke "
    "kender til den trumf, der stadig er ude, så det er ingen udtalelse om den (Lov 70C1, "
    "70C2)",
    ASIDE_LOSERS: "de kort, han kalder tabere, og som hans linje trumfer eller kaster: "
    "hvorfor han spiller sådan, intet skridt af hans",
    ASIDE_RESULT_IF: "det resultat, han venter, hvis en farve sidder eller et kort sidder "
    "godt: ingen betingelse for hans linje",
}


def describe_no_step(plan: P.Plan, lang: Lang) -> list[tuple[str, str]]:
    """The "understood as" lines for what his words say that is no step (a finesse he
    declined, a proviso, an expected overruff, "ruff high", a card a condition puts in
    question), in ``lang``; each as (what it is, the words). An aside this table does
    not know is given in the domain's English."""
    if lang == "en":
        return describe_extras(plan)
    return describe_extras(
        plan,
        declined=lambda step: (
            f"han vil IKKE: {describe_step(step, lang)} (en erklæret linje uden knibning, "
            "Lov 70E1)"
        ),
        aside=lambda meaning: _ASIDES_DA.get(meaning, meaning),
        in_question=lambda cards: (
            f"en betingelse om {cards}: han ved, at kortet er ude, ikke hvor (ikke overset; "
            "hverken knibning eller fald godskrevet ud over den linje, han nævner for hvert "
            "tilfælde, Lov 70E1)"
        ),
    )


def _ruffed_da(step: P.Ruff) -> str:
    """"2 hjerter", or for his choice of the suits of a colour ("ruff two red cards")
    "2 røde kort": the English says "red cards", and so must the Danish."""
    suits = {step.suit, *step.also}
    if step.also and suits <= {Suit.H, Suit.D}:
        return f"{step.count} {'rødt kort' if step.count == 1 else 'røde kort'}"
    if step.also and suits <= {Suit.S, Suit.C}:
        return f"{step.count} {'sort kort' if step.count == 1 else 'sorte kort'}"
    if step.also:
        return f"{step.count} " + " eller ".join(SUIT_WORDS_DA[x] for x in sorted(suits))
    return f"{step.count} {SUIT_WORDS_DA[step.suit]}"


def _describe_step_da(step: P.Step) -> str | None:
    def hand(seat: Seat) -> str:
        return f"{SEAT_NAMES['da'][seat]}s hånd"

    if isinstance(step, P.PlayCards):
        if len(step.cards) == 1:
            return f"spil {step.cards[0]}"
        return "spil " + ", så ".join(str(c) for c in step.cards) + ", i den rækkefølge"
    if isinstance(step, P.DrawTrumps):
        text = (
            "træk trumf, til modstanderne ingen har"
            if step.rounds is None
            else f"træk trumf: {_rounds_da(step.rounds, '')}"
        )
        return text + (f", sluttende i {hand(step.ending_in)}" if step.ending_in else "")
    if isinstance(step, P.Cash):
        rounds = _rounds_da(step.rounds, "til de er væk")
        text = f"tag {SUIT_WORDS_DA[step.suit]} fra toppen, {rounds}"
        return text + (f", begyndende i {hand(step.from_hand)}" if step.from_hand else "")
    if isinstance(step, P.Finesse):
        text = (
            f"knib med {step.card}"
            if step.card is not None
            else f"tag knibningen i {SUIT_WORDS_DA[step.suit]}"
        )
        if step.against is not None:
            text += f", med den manglende honnør placeret hos {SEAT_NAMES['da'][step.against]}"
        return text
    if isinstance(step, P.Drop):
        return f"spil på fald i {SUIT_WORDS_DA[step.suit]} (fra toppen)"
    if isinstance(step, P.Ruff):
        where = f"i {hand(step.in_hand)}" if step.in_hand is not None else "på den renonce hånd"
        with_card = f" med {step.card}" if step.card is not None else ""
        return f"trumf {_ruffed_da(step)} {where}{with_card}"
    if isinstance(step, P.Crossruff):
        return "krydstrumf: trumf frem og tilbage mellem de to hænder"
    if isinstance(step, P.Concede):
        what = "stik" if step.suit is None else SUIT_WORDS_DA[step.suit]
        return f"afgiv {step.count} {what}"
    if isinstance(step, P.Discard):
        on = ""
        if isinstance(step.on, Card):
            on = f" på {step.on}"
        elif isinstance(step.on, Suit):
            on = f" på en {SUIT_WORDS_DA[step.on]}"
        return f"kast {step.card}{on}"
    if isinstance(step, P.Technique):
        name = {"squeeze": "squeeze", "throw-in": "indspil"}.get(step.name, step.name)
        return f"{name} nævnt ved navn: bedste spil godskrives herfra"
    if isinstance(step, P.CountTricks):
        counts = ", ".join(f"{n} {SUIT_WORDS_DA[s]}" for s, n in step.counts)
        return f"en optælling af stik ({counts}): en optælling, ikke en spilleorden"
    if isinstance(step, P.Rest):
        return "resten: ingen spilleplan nævnt"
    if isinstance(step, P.Conditional):
        condition = step.condition
        then = "; ".join(describe_step(s, "da") for s in step.then) or "intet mere nævnt"
        if isinstance(condition, P.CardCondition):
            text = f"{_card_condition_da(condition)}: {then}"
        else:
            suits = SUIT_WORDS_DA[condition.suit]
            text = (
                f"hvis de sidder {condition.split} (en modstander har "
                f"{condition.at_least} {suits}): {then}"
                if condition.at_least
                else f"hvis ingen modstander har mere end {condition.at_most} {suits}: {then}"
            )
        if step.otherwise:
            text += "; ellers: " + "; ".join(describe_step(s, "da") for s in step.otherwise)
        return text
    return None


# --------------------------------------------------------------------------- the ruling
def verdict(ruling: Ruling, lang: Lang) -> str:
    """The verdict line, from the ruling's numbers (English: the domain's own text)."""
    if lang == "en":
        return ruling.verdict
    claim = ruling.claim
    remaining = ruling.remaining
    who = seat_name(claim.claimer, lang)
    tricks = ruling.claimer_tricks
    if claim.kind is ClaimKind.CONCESSION:
        head = (
            f"afkald på {remaining - claim.tricks} af {remaining} stik fra {who} "
            f"(beholder {claim.tricks})"
        )
    else:
        head = f"krav på {claim.tricks} af {remaining} stik fra {who}"
    split = (
        f"{tricks} til {side_name(claim.side, lang)}, {remaining - tricks} til "
        f"{side_name(claim.side.other, lang)}"
    )
    if not ruling.complete:
        cut = "(søgningen stoppede ved tidsgrænsen: ufuldstændig)"
        side = side_name(claim.side, lang)
        if ruling.floor > claim.tricks:
            return (
                f"{head}: afgivne stik gives tilbage (Lov 71): mindst {ruling.floor} til "
                f"{side} bevist {cut}"
            )
        if ruling.floor == claim.tricks:
            return f"{head} står: mindst {ruling.floor} til {side} bevist {cut}"
        return f"{head}: højst {split}; mindst {ruling.floor} til {side} bevist {cut}"
    if tricks == claim.tricks:
        status = " står"
    elif tricks > claim.tricks:
        restored = tricks - claim.tricks
        given = "afgivet" if restored == 1 else "afgivne"
        status = f": {restored} {given} stik gives tilbage (Lov 71)"
    else:
        status = " står ikke"
    return f"{head}{status}: {split}"


def headline(ruling: Ruling, lang: Lang) -> str:
    """The big line: whether it stands, and the tricks."""
    claim = ruling.claim
    kind_da = "Afkaldet" if claim.kind is ClaimKind.CONCESSION else "Kravet"
    kind_en = "The concession" if claim.kind is ClaimKind.CONCESSION else "The claim"
    if not ruling.complete and ruling.claimer_tricks < claim.tricks:
        # the line found is a real normal line: he takes at most its tricks, so the
        # claim fails whatever the rest of the search would find
        status = {
            "en": "does not stand (search incomplete)",
            "da": "står ikke (ufuldstændig søgning)",
        }
    elif not ruling.complete and ruling.floor > claim.tricks:
        # proved above what he kept: some conceded tricks come back (Law 71)
        status = {
            "en": "is cancelled: tricks restored (search incomplete)",
            "da": "annulleres: stik gives tilbage (ufuldstændig søgning)",
        }
    elif not ruling.complete and ruling.stands_proved:
        # not every count was settled, but every line was proved to give what he kept
        status = {"en": "stands (search incomplete)", "da": "står (ufuldstændig søgning)"}
    elif not ruling.complete:
        # no line found that loses a trick, but not every line was searched: the claim
        # may stand or not, as the command line's "at most" says
        status = {
            "en": "is not decided (search incomplete)",
            "da": "er ikke afgjort (ufuldstændig søgning)",
        }
    elif ruling.claimer_tricks > claim.tricks:
        status = {"en": "is cancelled: tricks restored", "da": "annulleres: stik gives tilbage"}
    elif ruling.stands:
        status = {"en": "stands", "da": "står"}
    else:
        status = {"en": "does not stand", "da": "står ikke"}
    kind = kind_da if lang == "da" else kind_en
    return f"{kind} {status[lang]}"


def tricks_line(ruling: Ruling, lang: Lang) -> str:
    claim = ruling.claim
    mine, theirs = ruling.claimer_tricks, ruling.opponent_tricks
    if not ruling.complete:
        # the worst line found bounds the claimer's tricks from above, what the search
        # proved before the limit from below
        low, high = ruling.floor, ruling.remaining - ruling.floor
        if lang == "da":
            return (
                f"{side_name(claim.side, lang)} {low} til {mine}, "
                f"{side_name(claim.side.other, lang)} {theirs} til {high} af "
                f"{ruling.remaining} stik"
            )
        return (
            f"{side_name(claim.side, lang)} {low} to {mine}, {side_name(claim.side.other, lang)} "
            f"{theirs} to {high} of {plural_tricks(ruling.remaining, lang)}"
        )
    if lang == "da":
        return (
            f"{side_name(claim.side, lang)} {mine}, {side_name(claim.side.other, lang)} "
            f"{theirs} af {ruling.remaining} stik"
        )
    return (
        f"{side_name(claim.side, lang)} {mine}, {side_name(claim.side.other, lang)} {theirs} "
        f"of {plural_tricks(ruling.remaining, lang)}"
    )


def double_dummy_line(ruling: Ruling, lang: Lang) -> str | None:
    if ruling.double_dummy_tricks is None:
        return None
    side = side_name(ruling.claim.side, lang)
    found = "" if ruling.complete else ("found " if lang == "en" else "fundet ")
    if lang == "da":
        return (
            f"Dobbelt dummy: {side} {ruling.double_dummy_tricks} af {ruling.remaining}; på "
            f"den dårligste normale linje {found}{ruling.claimer_tricks}"
        )
    return (
        f"Double dummy: {side} {ruling.double_dummy_tricks} of {ruling.remaining}; on the "
        f"worst normal line {found}{ruling.claimer_tricks}"
    )


def result_line(ruling: Ruling, lang: Lang) -> str | None:
    result = ruling.result
    if result is None:
        return None
    if lang == "en":
        return result.text if ruling.complete else f"{result.text} (on the line found)"
    over = result.declarer_tricks - result.contract.target
    if over >= 0:
        made = "hjemme" if over == 0 else f"hjemme med {over} overstik"
    else:
        made = f"{-over} bet"
    contract = str(result.contract).replace("NT", " sans") if lang == "da" else str(result.contract)
    found = "" if ruling.complete else " (på den fundne linje)"
    side = "" if result.declarer_side is None else f" til {side_name(result.declarer_side, lang)}"
    return (
        f"{contract} {made} ({result.declarer_tricks} stik), score {result.score:+d}{side}{found}"
    )


def settings_lines(settings: Settings, lang: Lang) -> list[str]:
    if lang == "en":
        return settings.describe()
    order = settings.suit_order.value
    ruff = settings.ruffing.value
    return [
        f"rækkefølge inden for en farve (70E2): {SETTING_VALUES_DA.get(order, order)}",
        f"trumfning: {SETTING_VALUES_DA.get(ruff, ruff)}",
        "udestående kort i en farve, som en skødesløs spiller kan have glemt: "
        f"{settings.forgotten_cards}",
        "overseelse ved kravet: "
        + (
            "én ting (trumfen eller de højeste kort i én farve)"
            if settings.oversight is OversightScope.ONE
            else "de højeste kort i alle farver på én gang"
        ),
        "spillerklasse (Lov 70, fodnote): "
        f"{SETTING_VALUES_DA.get(settings.player_class.value, settings.player_class.value)}",
        *(
            [
                "stik opregnet med 'derefter' (praksisnote 3): "
                + SETTING_VALUES_DA[settings.listed_order.value]
            ]
            if settings.listed_order is not ListedOrder.COUNT
            else []
        ),
        "modspil: perfekt, alle kort synlige (seed 004)",
    ]


def awareness_line(ruling: Ruling, lang: Lang) -> str:
    """What the claimer is taken to know: of the trump (70C2), and any suits the director
    found he knew (a finding of fact, shown so that the ruling can be followed)."""
    known = " ".join(suit.symbol for suit in sorted(ruling.claim.known_suits))
    position = ruling.claim.position
    trump = position.trump
    # 70C is about a trump the opponents still hold: in notrump, or with none out at
    # the claim, there is nothing to be aware of, and saying "possibly unaware of the
    # opponents' trumps" would misstate the ruling
    trumps_out = trump is not None and any(
        position.cards_in(seat, trump) for seat in ruling.claim.side.other.seats
    )
    words = _AWARENESS[lang]
    if trump is None:
        text = words["notrump"]
    elif not trumps_out:
        text = words["none_out"]
    else:
        aware = words["aware" if ruling.aware_of_trump else "unaware"]
        text = words["trump"].format(aware=aware)
        what = ruling.oversight.removeprefix("taken as ")
        if not ruling.aware_of_trump and ruling.complete and what and "trump" not in what:
            # possibly unaware, but the worst line is a claimer's who knew of the trump
            # (its cards say aware-draws-trump): which claimer the line is of
            what = what if lang == "en" else _overlooked_da(what)
            text += words["line"].format(what=what)
    if known:
        text += words["known"].format(known=known)
    return text


_AWARENESS: dict[str, dict[str, str]] = {
    "en": {
        "notrump": "Notrump: no trump to overlook (Law 70C does not apply)",
        "none_out": "The opponents held no trump at the claim (Law 70C does not apply)",
        "aware": "aware",
        "unaware": "possibly unaware",
        "trump": "Claimer taken as {aware} of the opponents' trumps (Law 70C2)",
        "line": "; the deciding line is that of a claimer {what}, the worst for him: the "
        "lines of one unaware of the trump give him as many tricks or more",
        "known": "; the director found he knew every card still out in {known}",
    },
    "da": {
        "notrump": "Sans: ingen trumf at overse (Lov 70C finder ikke anvendelse)",
        "none_out": "Modstanderne havde ingen trumf ved kravet (Lov 70C finder ikke anvendelse)",
        "aware": "klar over",
        "unaware": "muligvis ikke klar over",
        "trump": "Den der krævede, anses som {aware} modstandernes trumf (Lov 70C2)",
        "line": "; den afgørende linje er den, hvor han er {what}, den dårligste for ham: "
        "uvidende om trumfen får han lige så mange stik eller flere",
        "known": "; turneringslederen fandt, at han kendte alle udestående kort i {known}",
    },
}


_WHY = re.compile(r"^(?P<summary>.*) \[(?P<name>[a-z-]+), (?P<law>[^\]]+)\]$")


def _why_da(text: str) -> str:
    """The rules of a careless choice, "summary [name, law]; ...", in Danish.  A
    summary may itself hold "; " (play-low, keep-masters): the rules are split only
    after each one's closing bracket, or half a summary stays English."""
    parts = []
    for part in re.split(r"(?<=\]); ", text):
        match = _WHY.match(part)
        rule = _RULES_BY_NAME.get(match["name"]) if match else None
        if match is None or rule is None:
            parts.append(part)
        else:
            parts.append(f"{rule_summary(rule, 'da')} [{rule_name(rule, 'da')}, {match['law']}]")
    return "; ".join(parts)


def _keeps_da(keeps: str) -> str:
    """What an alternative keeps (claims.ruling.keeps_text) in Danish."""
    keeps = keeps.replace("at least ", "mindst ").replace(" since the claim: ", " siden kravet: ")
    return re.sub(r" of the (\d+) tricks left$", r" af de \1 resterende stik", keeps)


def _seat_da(name: str) -> str:
    for seat, english in SEAT_NAMES["en"].items():
        if english == name:
            return SEAT_NAMES["da"][seat]
    return name


def _side_da(text: str) -> str:
    return text.replace("North-South", "Nord-Syd").replace("East-West", "Øst-Vest")


def _stands_on_da(match: re.Match[str]) -> str:
    rule = _RULES_BY_NAME.get(match["name"])
    name = rule_name(rule, "da") if rule else match["name"]
    summary = rule_summary(rule, "da") if rule else match["summary"]
    played = f" ({match['card']} ville blive spillet)" if match["card"] else ""
    return (
        f"det står på {name} ({match['law']}): {summary}; uden den ville den der krævede, "
        f"få {match['n']}{played}"
    )


def _cards_da(text: str) -> str:
    """"East's ♥2, West's ♠6" in Danish: "Østs ♥2, Vests ♠6"."""
    return re.sub(r"\b(North|East|South|West)'s ", lambda m: _seat_da(m[1]) + "s ", text)


def _overlooked_da(what: str) -> str:
    """One thing he is taken to have overlooked, without its "taken as", in Danish."""
    trump = re.match(r"^unaware of the outstanding trump \((?P<cards>.*)\) \(Law 70C2\)$", what)
    if trump:
        cards_da = _cards_da(trump["cards"])
        return f"regnet som uvidende om den udestående trumf ({cards_da}) (Lov 70C2)"
    stated = re.match(
        r"^unaware of (?P<cards>.*) \(he called that suit good\) \(Law 70D1\)$", what
    )
    if stated:
        return (
            f"regnet som uvidende om {_cards_da(stated['cards'])} (han kaldte farven god) "
            "(Lov 70D1)"
        )
    if what == "having overlooked nothing at the claim":
        return "regnet som ikke at have overset noget ved kravet"
    cards = re.match(r"^having overlooked (?P<cards>.*) \(Law 70D1\)$", what)
    if cards:
        return f"regnet som at have overset {_cards_da(cards['cards'])} (Lov 70D1)"
    return what


def _oversight_da(match: re.Match[str]) -> str:
    # what he is taken to have overlooked (claims.view.Oversight.describe): what his
    # statement shows, then, after "; taken as ", the trump or other cards
    head = "; ".join(_overlooked_da(what) for what in match["what"].split("; taken as "))
    rule = _RULES_BY_NAME.get(match["name"])
    summary = rule_summary(rule, "da") if rule else match["summary"]
    name = rule_name(rule, "da") if rule else match["name"]
    return f"{head}: {summary} [{name}, {match['law']}]"


_REASONS_DA: list[tuple[re.Pattern[str], Any]] = [
    (
        re.compile(
            r"^(?P<seat>\w+) plays (?P<card>\S+) rather than (?P<alt>\S+) \(which keeps "
            r"(?P<keeps>[^)]*)\): normal because (?P<trumps>" + re.escape(ONLY_TRUMPS_WHY)
            + r")?(?P<why>.*)$"
        ),
        lambda m: f"{_seat_da(m['seat'])} spiller {m['card']} frem for {m['alt']} (som giver "
        f"{_keeps_da(m['keeps'])}): normalt spil, fordi "
        f"{'han kun har trumf og må trumfe: ' if m['trumps'] else ''}{_why_da(m['why'])}",
    ),
    (
        re.compile(r"^(?P<card>\S+) would have been a finesse he did not state"),
        lambda m: f"{m['card']} ville have været en knibning, han ikke nævnte: en ikke-nævnt "
        "linje, der afhænger af, hvor en modstanders kort sidder, godskrives ikke (70E1)",
    ),
    (
        re.compile(r"^a trick is lost to the opponents' outstanding trump"),
        lambda m: "et stik tabes til modstandernes udestående trumf: forklaringen nævner den "
        "ikke, den der krævede, kan have været uvidende om den, og et normalt spil taber et "
        "stik til den (Lov 70C1-3)",
    ),
    (
        re.compile(r"^the search stopped at the time limit: .* gets only (?P<n>\d+)"),
        lambda m: "søgningen stoppede ved tidsgrænsen: linjen nedenfor er en normal linje, "
        f"hvor den der krævede, kun får {m['n']}, så kravet holder ikke; en endnu "
        "dårligere linje kan findes",
    ),
    (
        re.compile(
            r"^the search stopped at the time limit: every normal line was proved to give "
            r"the claimer's side at least (?P<low>\d+), so .* the worst line found gives "
            r"(?P<n>\d+)$"
        ),
        lambda m: f"søgningen stoppede ved tidsgrænsen: det er bevist, at hver normal linje "
        f"giver hans side mindst {m['low']}, så kravet står; om afgivne stik gives tilbage "
        f"(Lov 71), er ikke afgjort: den dårligste linje fundet giver {m['n']}",
    ),
    (
        re.compile(
            r"^the search stopped at the time limit: no normal line found gives the "
            r"claimer's side fewer than (?P<k>\d+), .*\(at least (?P<low>\d+) proved, at most "
            r"(?P<n>\d+) found\)"
        ),
        lambda m: f"søgningen stoppede ved tidsgrænsen: ingen fundet normal linje giver hans "
        f"side færre end {m['k']}, men ikke alle linjer blev undersøgt (mindst {m['low']} "
        f"bevist, højst {m['n']} fundet): kravet er ikke afgjort",
    ),
    (
        re.compile(r"^at least (?P<n>\d+) conceded trick\(s\) could not be lost"),
        lambda m: f"mindst {m['n']} afgivne stik kunne ikke tabes ved noget normalt spil af de "
        "resterende kort: de gives tilbage (Lov 71)",
    ),
    (
        re.compile(r"^every normal line loses these tricks"),
        lambda m: "enhver normal linje taber disse stik: kravet holder ikke, hvad han end gør "
        "inden for sin forklaring",
    ),
    (
        re.compile(r"^(?P<n>\d+) conceded trick\(s\) could not be lost"),
        lambda m: f"{m['n']} afgivne stik kunne ikke tabes ved noget normalt spil af de "
        "resterende kort: de gives tilbage (Lov 71)",
    ),
    (
        re.compile(r"^no normal line within the statement loses a trick"),
        lambda m: "ingen normal linje inden for forklaringen taber et stik mod det bedste "
        "modspil",
    ),
    (
        re.compile(r"^the statement mentions the outstanding trump"),
        lambda m: "forklaringen nævner den udestående trumf: Lov 70C finder ikke anvendelse "
        "(70C1)",
    ),
    (
        re.compile(
            r"^it stands on (?P<name>[a-z-]+) \((?P<law>[^)]*)\): (?P<summary>.*); without it "
            r"the claimer would get (?P<n>\d+)(?: \((?P<card>\S+) would be played\))?$"
        ),
        _stands_on_da,
    ),
    (
        re.compile(
            r"^taken as (?P<what>.*?): (?P<summary>.*) \[(?P<name>[a-z-]+), (?P<law>[^\]]+)\]$"
        ),
        _oversight_da,
    ),
    (
        re.compile(
            r"^the concession stands \(Law 71\): the worst normal line gives (?P<n>\d+), fewer "
            r"than the (?P<kept>\d+)"
        ),
        lambda m: f"afkaldet står ved magt (Lov 71): den dårligste normale linje giver "
        f"{m['n']}, færre end de {m['kept']}, den side, der gav afkald, beholdt, så intet "
        "afgivet stik gives tilbage; et afkald gøres aldrig større",
    ),
    (
        re.compile(
            r"^the concession stands \(Law 71\): even double dummy the conceding side takes "
            r"only the (?P<n>\d+) trick"
        ),
        lambda m: f"afkaldet står ved magt (Lov 71): selv med dobbelt dummy tager den side, "
        f"der gav afkald, kun de {m['n']} stik, den beholdt, så intet afgivet stik gives "
        "tilbage",
    ),
    (
        re.compile(
            r"^the concession stands \(Law 71\): a normal line \(below\) gives only the "
            r"(?P<n>\d+) trick"
        ),
        lambda m: f"afkaldet står ved magt (Lov 71): en normal linje (nedenfor) giver kun "
        f"de {m['n']} stik, den side, der gav afkald, beholdt, så intet afgivet stik gives "
        "tilbage",
    ),
    (
        re.compile(r"^the claimer may have been unaware of the outstanding trump, but no normal"),
        lambda m: "den der krævede, kan have været uvidende om den udestående trumf, men intet "
        "normalt spil taber et stik til den (Lov 70C3 er ikke opfyldt)",
    ),
    (
        re.compile(
            r"^the time limit stopped the tracing of the deciding line after (?P<n>\d+) card"
        ),
        lambda m: f"tidsgrænsen stoppede sporingen af den afgørende linje efter {m['n']} "
        "kort: stikkene er eksakte, linjen nedenfor er dens begyndelse",
    ),
    (
        re.compile(r"^no legal play of the claimer's side loses a trick either"),
        lambda m: "heller ikke noget lovligt spil fra hans side taber et stik",
    ),
    (
        re.compile(r"^no one restriction decides: his stated line keeps every trick"),
        lambda m: "ingen enkelt begrænsning afgør det: hans nævnte linje beholder alle stik "
        "uden reglerne for normalt spil, og de regler beholder dem uden forklaringen",
    ),
    (
        re.compile(r"^the stated line: (?P<note>.*)$"),
        lambda m: f"den nævnte linje: {_plan_note_da(m['note'])}",
    ),
    (
        re.compile(r"^words not understood, treated as not stated \(70A\): (?P<words>.*)$"),
        lambda m: f"ord, der ikke blev forstået, og som regnes for ikke sagt (70A): "
        f"{m['words']}",
    ),
    (
        re.compile(
            r"^the setting (?P<name>\S+) = (?P<used>\S+) decided: with (?P<other>\S+) the "
            r"claimer's side would get (?P<n>\d+)$"
        ),
        lambda m: f"indstillingen {m['name']} = {_setting_values_da(m['used'])} afgjorde det: "
        f"med {_setting_values_da(m['other'])} ville hans side få {m['n']}",
    ),
    (
        re.compile(
            r"^the time limit cut short the check of which rules and settings the ruling "
            r"rests on: the lists above may be incomplete$"
        ),
        lambda m: "tidsgrænsen afbrød undersøgelsen af, hvilke regler og indstillinger "
        "kendelsen hviler på: listerne ovenfor kan være ufuldstændige",
    ),
    (
        re.compile(r"^not analysed: (?P<why>budget|time limit): whether (?P<what>.*)$"),
        lambda m: f"ikke analyseret ({'budget' if m['why'] == 'budget' else 'tidsgrænsen'}): "
        f"om {_not_analysed_da(m['what'])}",
    ),
]


_SEAT = r"(?P<seat>North|East|South|West)"
_SUIT = r"(?P<suit>spade|heart|diamond|club)"

def _no_way_there_da(match: re.Match[str]) -> str:
    """A stated step that needs the lead in partner's hand when there is no way there
    (claims.normal_play._cross); a purpose the table does not know stays English."""
    purpose = _purpose_da(match["purpose"])
    if purpose is None:
        return str(match[0])
    return (
        f"for at {purpose} skal udspillet nå {_seat_da(match['seat'])}s hånd, og "
        f"{_seat_da(match['me'])} har ingen vej derover"
    )


_IMPOSSIBLE_DA: list[tuple[re.Pattern[str], Any]] = [
    (
        re.compile(r"^the statement names (?P<card>\S+), which his side does not hold$"),
        lambda m: f"forklaringen nævner {m['card']}, som hans side ikke har",
    ),
    (
        re.compile(
            r"^the statement has (?P<card>\S+) next, but the lead is in " + _SEAT
            + r"'s hand \(a lead from the wrong hand is never normal\)$"
        ),
        lambda m: f"forklaringen har {m['card']} som det næste, men udspillet er i "
        f"{_seat_da(m['seat'])}s hånd (et udspil fra den forkerte hånd er aldrig normalt)",
    ),
    (
        re.compile(r"^(?P<card>\S+) cannot be led now$"),
        lambda m: f"{m['card']} kan ikke spilles ud nu",
    ),
    (
        re.compile(r"^there are no trumps to draw \(notrump\)$"),
        lambda m: "der er ingen trumf at trække (sans)",
    ),
    (
        re.compile("^" + _SEAT + r" is not in the claimer's side$"),
        lambda m: f"{_seat_da(m['seat'])} er ikke på hans side",
    ),
    (
        re.compile(
            r"^a ruff of " + _SUIT + r"s in " + _SEAT + r"'s hand, which still holds the suit$"
        ),
        lambda m: f"en trumfning af {_SUIT_SINGULARS_DA[m['suit']]} i {_seat_da(m['seat'])}s "
        "hånd, som stadig har farven",
    ),
    (
        re.compile("^" + _SEAT + r" has no trump to ruff with$"),
        lambda m: f"{_seat_da(m['seat'])} har ingen trumf at trumfe med",
    ),
    (
        re.compile(
            "^" + _SEAT + r" has no trump left after (?P<made>\d+) of the (?P<count>\d+) ruffs$"
        ),
        lambda m: f"{_seat_da(m['seat'])} har ingen trumf tilbage efter {m['made']} af de "
        f"{m['count']} trumfninger",
    ),
    (
        re.compile(
            r"^to (?P<purpose>.+) the lead must reach " + _SEAT + r"'s hand, and "
            r"(?P<me>North|East|South|West) has no way there$"
        ),
        _no_way_there_da,
    ),
    (
        re.compile("^" + _SEAT + r" has no " + _SUIT + r" to lead$"),
        lambda m: f"{_seat_da(m['seat'])} har ingen {_SUIT_SINGULARS_DA[m['suit']]} at "
        "spille ud",
    ),
    (
        re.compile("^" + _SEAT + r" has no " + _SUIT + r" to lead towards (?P<card>\S+)$"),
        lambda m: f"{_seat_da(m['seat'])} har ingen {_SUIT_SINGULARS_DA[m['suit']]} at "
        f"spille mod {m['card']}",
    ),
    (re.compile(r"^a crossruff needs trumps$"), lambda m: "en krydstrumf kræver trumf"),
    (
        re.compile(r"^his side has no " + _SUIT + r" to give up$"),
        lambda m: f"hans side har ingen {_SUIT_SINGULARS_DA[m['suit']]} at afgive",
    ),
    (
        re.compile(r"^his side does not hold (?P<card>\S+)$"),
        lambda m: f"hans side har ikke {m['card']}",
    ),
    (
        re.compile(r"^his side has no " + _SUIT + r"s to finesse in$"),
        lambda m: f"hans side har ingen {_SUIT_SINGULARS_DA[m['suit']]} at knibe i",
    ),
    (
        re.compile(r"^no " + _SUIT + r" finesse is left to take$"),
        lambda m: f"der er ingen knibning i {_SUIT_SINGULARS_DA[m['suit']]} tilbage",
    ),
    (
        re.compile(r"^the statement finesses (?P<card>\S+), which his side does not hold$"),
        lambda m: f"forklaringen kniber med {m['card']}, som hans side ikke har",
    ),
    (
        re.compile(
            "^" + _SEAT + r" shows out, so the " + _SUIT + r" honour he meant to run lies "
            r"behind him$"
        ),
        lambda m: f"{_seat_da(m['seat'])} viser renonce, så honnøren i "
        f"{_SUIT_SINGULARS_DA[m['suit']]}, han ville lade løbe, sidder bag ham",
    ),
]


def _plan_note_da(note: str) -> str:
    """Why the stated line was given up (claims.normal_play: "'words' cannot be
    followed: <why>"), in Danish; a reason this table does not know stays English."""
    match = re.match(r"^(?P<words>.*) cannot be followed here$", note)
    if match:
        return f"{match['words']} kan ikke følges her"
    match = re.match(r"^(?P<words>.*?) cannot be followed: (?P<why>.*)$", note)
    if match is None:
        return note
    why = match["why"]
    for pattern, build in _IMPOSSIBLE_DA:
        found = pattern.match(why)
        if found:
            why = str(build(found))
            break
    return f"{match['words']} kan ikke følges: {why}"


def _not_analysed_da(what: str) -> str:
    """The subject of a check the analysis did not finish (claims.ruling.NotAnalysed)."""
    match = re.match(r"^it stands on the rules? (.*)$", what)
    if match:
        return f"kravet hviler på reglen/reglerne {_rule_names_da(match[1])}"
    if what == "it stands on the statement":
        return "kravet hviler på forklaringen"
    match = re.match(r"^the settings? (.*) decided$", what)
    if match:
        listed = _setting_values_da(match[1].replace("(against ", "(mod "))
        return f"indstillingen/indstillingerne {listed} afgjorde det"
    return what


def _rule_names_da(names: str) -> str:
    """"aware-draws-trump, ruff-lowest" with the Danish names of the rules."""
    out = []
    for name in names.split(", "):
        rule = _RULES_BY_NAME.get(name)
        out.append(rule_name(rule, "da") if rule else name)
    return ", ".join(out)


def _setting_values_da(text: str) -> str:
    """The values of the settings ("solidity", "top-down") in a sentence, in Danish, as
    the settings line shows them."""
    values = {**SETTING_VALUES_DA, "one": "én ting", "every-suit": "alle farver"}
    return re.sub(
        r"(?<![\w-])(solidity|top-down|any|lowest|general|expert|one|every-suit)(?![\w-])",
        lambda m: values[m[1]],
        text,
    )


def reason_text(reason: str, lang: Lang) -> str:
    """One reason in ``lang``; a sentence without a known pattern stays English."""
    if lang == "en":
        return reason
    for pattern, build in _REASONS_DA:
        match = pattern.match(reason)
        if match:
            return str(build(match))
    return _side_da(reason)


def suggestion_text(suggestion: Suggestion, lang: Lang) -> str:
    text = suggestion.text
    if lang == "en":
        return text
    match = re.match(r"^no statement could have saved it: .* takes only (\d+) of (\d+)$", text)
    if match:
        return (
            f"ingen forklaring kunne have reddet det: dobbelt dummy tager hans side kun "
            f"{match[1]} af {match[2]}"
        )
    if text.startswith("no short statement"):
        return "ingen kort forklaring fra værktøjets ordforråd får kravet til at holde"
    match = re.match(
        r"^not found within the time limit(?: \((\d+) of (\d+) candidate statements ruled "
        r"on\))?: a short statement may still exist$",
        text,
    )
    if match:
        looked = (
            f" ({match[1]} af {match[2]} mulige forklaringer afgjort)" if match[1] else ""
        )
        return f"ikke fundet inden for tidsgrænsen{looked}: en kort forklaring kan stadig findes"
    match = re.match(
        r"^had the claimer said (.*), (?:all \d+ claimed tricks|both claimed tricks|the "
        r"claimed trick) would have",
        text,
    )
    if match:
        # the statement is the tool's English vocabulary (what --statement takes); what
        # it means is said in Danish beside it
        steps = suggestion.plan.steps if suggestion.plan is not None else ()
        meaning = "; så ".join(describe_step(step, "da") for step in steps)
        said = f"{match[1]} ({meaning})" if meaning else match[1]
        count = suggestion.tricks
        tricks = (
            "det krævede stik"
            if count == 1
            else "begge krævede stik"
            if count == 2
            else f"alle {count} krævede stik"
        )
        return f"havde han sagt {said}, var {tricks} blevet hans"
    return text


_NOTES_DA: dict[str, str] = {
    "the only card": "det eneste kort",
    "only trumps left": "kun trumf tilbage",
    "led low to partner's master trump": "spillet lavt til makkers højeste trumf",
    "led low towards partner's higher trump": "spillet lavt mod makkers højere trumf",
    "led low to partner's winner first": "spillet lavt til makkers stik først",
    "led low towards partner's higher card": "spillet lavt mod makkers højere kort",
    "overtakes rather than let it run": "overtager i stedet for at lade det løbe",
    "overtakes to unblock": "overtager for at afblokere",
    "overtakes to keep his winners": "overtager for at beholde sine stik",
    "lets partner's winner take it": "lader makkers stik vinde",
    "lets partner's master win": "lader makkers topkort vinde",
    "a loser on a loser": "en taber på en taber",
    "keeps the way to his winners": "bevarer vejen til sine stik",
    "ducks as stated": "dukker som nævnt",
    "his lowest card: it wins the trick he meant to give up": (
        "hans laveste kort: det vinder det stik, han ville afgive"
    ),
    "wins the crossing trick": "vinder overgangsstikket",
    "crosses to the winners": "går over til stikkene",
    "leads it to run it": "spiller det ud for at lade det løbe",
    "leads it for a ruffing finesse": "spiller det ud til en trumfknibning",
    "leads towards it": "spiller mod det",
    "the finesse": "knibningen",
    "lets it run": "lader det løbe",
    "allowed only to test the rule": "kun tilladt for at prøve reglen",
    "goes on with the ruffs he stated": "fortsætter med de trumfninger, han nævnte",
    "best play, as stated": "bedste spil, som nævnt",
    "no unblock needed: nothing he sees is stranded": (
        "ingen afblokering nødvendig: intet stik, han ser, bliver afskåret"
    ),
}

_SUIT_PLURALS_DA: dict[str, str] = {f"{suit.word}s": word for suit, word in SUIT_WORDS_DA.items()}
_SUIT_SINGULARS_DA: dict[str, str] = {suit.word: word for suit, word in SUIT_WORDS_DA.items()}


def _purpose_da(purpose: str) -> str | None:
    """Why he crosses to partner's hand (claims.normal_play._cross), in Danish."""
    if purpose == "draw trumps":
        return "trække trumf"
    match = re.match(r"^cash the (\w+)$", purpose)
    if match and match[1] in _SUIT_PLURALS_DA:
        return f"tage {_SUIT_PLURALS_DA[match[1]]}"
    match = re.match(r"^lead a (\w+) towards (\S+)$", purpose)
    if match and match[1] in _SUIT_SINGULARS_DA:
        return f"spille en {_SUIT_SINGULARS_DA[match[1]]} mod {match[2]}"
    match = re.match(r"^lead towards the (\S+)$", purpose)
    if match:
        return f"spille mod {match[1]}"
    return None


def note_text(note: str, lang: Lang) -> str:
    """The note beside a card of the line ("the only card", "the finesse") in ``lang``;
    a note this table does not know stays English rather than being guessed."""
    if lang == "en" or not note:
        return note
    if note in _NOTES_DA:
        return _NOTES_DA[note]
    match = re.match(r"^a sure winner in his eyes: he overlooked (.*)$", note)
    if match:
        return f"et sikkert stik i hans øjne: han overså {_cards_da(match[1])}"
    match = re.match(r"^cashes it first, so that (\w+) can ruff the next$", note)
    if match:
        return f"tager det først, så {_seat_da(match[1])} kan trumfe det næste"
    match = re.match(r"^crosses to (\w+)'s hand to (.*)$", note)
    if match:
        purpose = _purpose_da(match[2])
        if purpose is not None:
            return f"går over til {_seat_da(match[1])}s hånd for at {purpose}"
    return note


def unvalued_text(step: LineStep, style: Style, lang: Lang = "en") -> str:
    """The alternatives at a claimer's turn that the description did not value, and
    why: a step that shows no better card must not look as if none were better."""
    if not step.unvalued_reason:
        return ""
    if lang == "da":
        why = "tidsgrænsen" if step.unvalued_reason == NOT_VALUED_TIME else "budget"
        cards = ", ".join(style.card(c) for c in step.unvalued) or "de andre kort"
        return f"{cards} ikke vurderet: {why}"
    cards = ", ".join(style.card(c) for c in step.unvalued) or "the other cards"
    return f"{cards} not valued: {step.unvalued_reason}"


def step_view(
    step: LineStep, style: Style, lang: Lang, won: int = 0, left: int = 0, remaining: int = 0
) -> dict[str, Any]:
    """One card of the line; ``won``, ``left``, ``remaining`` as
    :func:`cli.ruling_text.step_text` takes them."""
    worse = ""
    if step.best_alternative is not None:
        card, better = step.best_alternative
        keeps = keeps_text(better, step.best_alternative_at_least, won, left, remaining)
        if lang == "da":
            worse = f"dårligere end {style.card(card)}, som giver {_keeps_da(keeps)}"
        else:
            worse = f"worse than {style.card(card)}, which keeps {keeps}"
    not_valued = unvalued_text(step, style, lang)
    if not_valued:
        worse = f"{worse}; {not_valued}" if worse else not_valued
    rules = [
        {
            "name": rule_name(rule, lang),
            "law": rule.law,
            "summary": rule_summary(rule, lang),
            "law_name": law_name(rule.law, lang),
        }
        for rule in (step.rules if step.claimer_side else ())
    ]
    return {
        "seat": seat_name(step.seat, lang),
        "card": style.card(step.card),
        "code": step.card.code,
        "claimer_side": step.claimer_side,
        "rules": rules,
        "note": note_text(step.note, lang),
        "worse_than": worse,
        "winner": "" if step.trick_winner is None else seat_name(step.trick_winner, lang),
    }


def line_view(ruling: Ruling, style: Style, lang: Lang) -> list[dict[str, Any]]:
    """The deciding line, trick by trick, each with its double-dummy value."""
    tricks: list[list[LineStep]] = [[]]
    for step in ruling.line:
        tricks[-1].append(step)
        if step.trick_winner is not None:
            tricks.append([])
    out = []
    won = 0
    position = ruling.claim.position
    for number, trick in enumerate([t for t in tricks if t], 1):
        first = trick[0]
        left = ruling.remaining - number + 1
        before = [
            {"seat": seat_name(position.leader.next(index), lang), "card": style.card(card)}
            for index, card in enumerate(position.trick)
            if number == 1
        ]
        out.append(
            {
                "number": number,
                "dd": first.dd_value,
                "left": left,
                # the cards of the trick played before the claim (the first trick only)
                "before": before,
                "steps": [
                    step_view(step, style, lang, won, left, ruling.remaining) for step in trick
                ],
            }
        )
        winner = trick[-1].trick_winner
        if winner is not None:
            won += int(winner.side == ruling.claim.side)
    return out


def ruling_view(
    ruling: Ruling,
    suggestion: Suggestion | None,
    lang: Lang,
    style: Style,
    tricks_won_known: bool = True,
) -> dict[str, Any]:
    """Everything the page shows of a ruling, in ``lang``: plain data for JSON.

    Without the tricks won before the claim (``tricks_won_known=False``) the contract's
    result would count them as none, so it is left out rather than shown wrong."""
    return {
        "lang": lang,
        "headline": headline(ruling, lang),
        "stands": ruling.stands,
        "complete": ruling.complete,
        # past the time limit: every normal line was proved to give at least this
        "claimer_tricks_at_least": ruling.floor,
        "stands_proved": ruling.stands_proved,
        "tricks": tricks_line(ruling, lang),
        "claimer_tricks": ruling.claimer_tricks,
        "remaining": ruling.remaining,
        "verdict": verdict(ruling, lang),
        "double_dummy": double_dummy_line(ruling, lang),
        "result": result_line(ruling, lang) if tricks_won_known else None,
        "laws": [{"law": law, "label": law_label(law, lang)} for law in ruling.laws],
        "reasons": [reason_text(reason, lang) for reason in ruling.reasons],
        "line": line_view(ruling, style, lang),
        "claimer_side": side_name(ruling.claim.side, lang),
        "settings": settings_lines(ruling.settings, lang),
        "awareness": awareness_line(ruling, lang),
        "suggestion": None if suggestion is None else suggestion_text(suggestion, lang),
        "understood": [
            {"step": describe_step(step, lang), "words": step.words} for step in ruling.plan.steps
        ],
        "understood_no_step": [
            {"meaning": meaning, "words": words}
            for meaning, words in describe_no_step(ruling.plan, lang)
        ],
        "not_understood": list(ruling.plan.unknown),
    }


# --------------------------------------------------------------------------- CLI text
def ruling_text_da(
    ruling: Ruling, style: Style, title: str | None, suggestion: Suggestion | None
) -> str:
    """``claim rule --lang da``: the ruling as the English text lays it out, in Danish."""
    view = ruling_view(ruling, suggestion, "da", style)
    out: list[str] = [title] if title else []
    plan = ruling.plan
    out.append(f"Forklaring: {plan.text!r}" if plan.text.strip() else "Forklaring: ingen")
    steps = [item for item in view["understood"] if item["words"] or item["step"]]
    no_step = view["understood_no_step"]
    if steps or no_step:
        out.append("Forstået som:")
    out.extend(
        f"  - {item['step']}" + (f"  <- {item['words']!r}" if item["words"] else "")
        for item in steps
    )
    out.extend(
        f"  - {item['meaning']}" + (f"  <- {item['words']!r}" if item["words"] else "")
        for item in no_step
    )
    if plan.text.strip() and not plan.steps and not plan.unknown and not no_step:
        # "en bet", "one down": the result said, nothing of how (the count decides)
        out.append("Forstået som:")
        out.append(f"  - kun resultatet, ingen linje erklæret  <- {plan.text.strip()!r}")
    if plan.unknown:
        out.append(
            "Ikke forstået (regnes for ikke sagt, Lov 70A): "
            + ", ".join(repr(word) for word in plan.unknown)
        )
    if plan.text.strip() and plan.steps:
        # issue 9: the director corrects a misreading by typing the line himself
        out.append(
            f"Som struktureret linje (til rettelse): --statement {structured_text(plan)!r}"
        )
    out += ["", f"Kendelse: {view['verdict']}"]
    if view["double_dummy"]:
        out.append(view["double_dummy"])
    if view["result"]:
        out.append(f"Resultat: {view['result']}")
    out.append(
        "Love: " + (", ".join(item["law"] for item in view["laws"]) or "ingen afgørende")
    )
    out.append("Hvorfor:")
    out.extend(f"  - {reason}" for reason in view["reasons"])
    out.append("")
    out.append(
        "Afgørende linje (den dårligste normale linje mod det bedste modspil):"
        if ruling.complete
        else "Dårligste normale linje fundet før tidsgrænsen:"
    )
    if not view["line"]:
        out.append("  (intet spil: bedste spil fra start, som nævnt)")
    for trick in view["line"]:
        dd = (
            ""
            if trick["dd"] is None
            else f"   [dobbelt dummy herfra: {view['claimer_side']} {trick['dd']} af "
            f"{trick['left']}]"
        )
        out.append(f"  stik {trick['number']}:{dd}")
        out.extend(f"    {item['seat']} {item['card']} (før kravet)" for item in trick["before"])
        for step in trick["steps"]:
            text = f"{step['seat']} {step['card']}"
            if step["rules"]:
                text += " [" + ", ".join(f"{r['name']} {r['law']}" for r in step["rules"]) + "]"
            if step["note"]:
                text += f" ({step['note']})"
            if step["worse_than"]:
                text += f" <- {step['worse_than']}"
            out.append(f"    {text}")
            if step["winner"]:
                out.append(f"    -> {step['winner']} vinder stikket")
    out.append("")
    out.append("Indstillinger: " + "; ".join(view["settings"]))
    out.append(view["awareness"])
    if view["suggestion"]:
        out.append(f"Hvad der ville have reddet det: {view['suggestion']}")
    if not ruling.complete:
        out.append(
            "UFULDSTÆNDIG: søgningen stoppede ved tidsgrænsen; den viste linje beviser, at "
            f"han højst får {ruling.claimer_tricks}, og det er bevist, at hver normal linje "
            f"giver ham mindst {ruling.floor}"
        )
    return style.text("\n".join(out) + "\n")


# --------------------------------------------------------------------------- the page
PAGE_TEXTS: dict[Lang, dict[str, str]] = {
    "en": {
        "title": "Claim ruling",
        "subtitle": "Laws 68-71: a contested claim or concession, ruled double dummy",
        "paste": "Paste a deal",
        "paste_help": "PBN, a LIN string, a BBO handviewer or Bridge Solver Online link, "
        "or a deal N:… … … …",
        "import": "Read it",
        "cards": "Tap the cards into the hands",
        "cards_help": "Choose a hand, then tap its cards. A card is in one hand only; "
        "tap it again to take it out.",
        "put_in": "Put cards in",
        "trick_mode": "Current trick",
        "clear": "Clear all",
        "deal": "Deal",
        "trump": "Trumps",
        "nt": "NT",
        "declarer": "Declarer",
        "leader": "Leads the current trick",
        "trick": "Cards already in the trick",
        "contract": "Contract (optional)",
        "won": "Tricks won before (declarer, defenders)",
        "by": "Claimer",
        "tricks": "Tricks claimed (or 'rest')",
        "kind": "Claim or concession",
        "kind_claim": "claim",
        "kind_concession": "concession",
        "trump_aware": "Director's finding on the outstanding trump",
        "aware_unknown": "no finding (the rules decide)",
        "known_suits": "Director's finding: suits in which he knew every card out (e.g. D)",
        "aware_yes": "could not have been unaware",
        "aware_no": "may have been unaware",
        "statement": "The statement, as said",
        "understood": "Understood as",
        "not_understood": "Not understood (treated as not stated, Law 70A)",
        "no_statement": "No statement: the claimer's line is any normal line.",
        "settings": "Settings",
        "suit_order": "Order within a suit (70E2)",
        "ruffing": "Ruffing",
        "forgotten": "Outstanding cards he may have forgotten in a suit",
        "oversight": "Oversight at the claim",
        "player_class": "Class of player (Law 70 footnote)",
        "listed_order": "Tricks listed with 'then' (practice note 3)",
        "time_limit": "Time limit (seconds)",
        "rule": "Rule",
        "rerule": "Change the settings and rule again",
        "cancel": "Cancel",
        "searching": "Searching",
        "positions": "positions",
        "cancelled": "Cancelled.",
        "queued": "Waiting for a free worker",
        "ahead": "rulings before this one",
        "abandoned": "Stopped while the page was away; press Rule again.",
        "no_server": "The server does not answer (was it stopped?).",
        "ruling": "Ruling",
        "diagram": "Position",
        "dd": "Double dummy",
        "laws": "Laws",
        "why": "Why",
        "line": "The deciding line, trick by trick",
        "line_incomplete": "The worst normal line found before the time limit",
        "trick_n": "Trick",
        "dd_from_here": "double dummy from here",
        "wins": "wins the trick",
        "before_claim": "before the claim",
        "saved": "What would have saved it",
        "ruling_settings": "Settings used",
        "share": "Copy link to this case",
        "copied": "Link copied",
        "download_toml": "Download case (TOML)",
        "download_html": "Download ruling (HTML)",
        "print": "Print / PDF",
        "edit": "Change the case",
        "no_line": "(no play: best play from the start, as stated)",
        "to_play": "to play",
        "hand_count": "cards",
        "error": "Error",
        "north": "North",
        "east": "East",
        "south": "South",
        "west": "West",
        "incomplete": "INCOMPLETE: the search stopped at the time limit; the line shown proves "
        "the claimer gets at most this many tricks, and the lower count was proved for "
        "every normal line; a longer time limit may settle it (each request searches afresh)",
    },
    "da": {
        "title": "Kendelse om krav",
        "subtitle": "Lov 68-71: et bestridt krav eller afkald, afgjort med dobbelt dummy",
        "paste": "Indsæt en fordeling",
        "paste_help": "PBN, en LIN-streng, et BBO-handviewer- eller Bridge Solver "
        "Online-link, eller en fordeling N:… … … …",
        "import": "Læs den",
        "cards": "Tryk kortene ind på hænderne",
        "cards_help": "Vælg en hånd, og tryk på dens kort. Et kort kan kun være på én hånd; "
        "tryk igen for at fjerne det.",
        "put_in": "Læg kort på",
        "trick_mode": "Igangværende stik",
        "clear": "Ryd alt",
        "deal": "Fordeling",
        "trump": "Trumf",
        "nt": "sans",
        "declarer": "Spilfører",
        "leader": "Spiller ud til det igangværende stik",
        "trick": "Kort der allerede er spillet til stikket",
        "contract": "Kontrakt (valgfri)",
        "won": "Stik vundet før (spilfører, modspil)",
        "by": "Den der krævede",
        "tricks": "Krævede stik (eller 'rest')",
        "kind": "Krav eller afkald",
        "kind_claim": "krav",
        "kind_concession": "afkald",
        "trump_aware": "Turneringslederens vurdering af den udestående trumf",
        "aware_unknown": "ingen vurdering (reglerne afgør)",
        "known_suits": (
            "Turneringslederens vurdering: farver hvor han kendte alle udestående kort (fx D)"
        ),
        "aware_yes": "kan ikke have været uvidende",
        "aware_no": "kan have været uvidende",
        "statement": "Forklaringen, som den blev sagt",
        "understood": "Forstået som",
        "not_understood": "Ikke forstået (regnes for ikke sagt, Lov 70A)",
        "no_statement": "Ingen forklaring: enhver normal linje er hans linje.",
        "settings": "Indstillinger",
        "suit_order": "Rækkefølge inden for en farve (70E2)",
        "ruffing": "Trumfning",
        "forgotten": "Udestående kort i en farve, han kan have glemt",
        "oversight": "Overseelse ved kravet",
        "player_class": "Spillerklasse (Lov 70, fodnote)",
        "listed_order": "Stik opregnet med 'derefter' (praksisnote 3)",
        "time_limit": "Tidsgrænse (sekunder)",
        "rule": "Afgør",
        "rerule": "Ret indstillingerne og afgør igen",
        "cancel": "Afbryd",
        "searching": "Søger",
        "positions": "stillinger",
        "cancelled": "Afbrudt.",
        "queued": "Venter på en ledig proces",
        "ahead": "kendelser før denne",
        "abandoned": "Stoppet, mens siden var væk; tryk Afgør igen.",
        "no_server": "Serveren svarer ikke (er den stoppet?).",
        "ruling": "Kendelse",
        "diagram": "Stilling",
        "dd": "Dobbelt dummy",
        "laws": "Love",
        "why": "Hvorfor",
        "line": "Den afgørende linje, stik for stik",
        "line_incomplete": "Den dårligste normale linje fundet før tidsgrænsen",
        "trick_n": "Stik",
        "dd_from_here": "dobbelt dummy herfra",
        "wins": "vinder stikket",
        "before_claim": "før kravet",
        "saved": "Hvad der ville have reddet det",
        "ruling_settings": "Anvendte indstillinger",
        "share": "Kopiér link til sagen",
        "copied": "Link kopieret",
        "download_toml": "Hent sagen (TOML)",
        "download_html": "Hent kendelsen (HTML)",
        "print": "Udskriv / PDF",
        "edit": "Ret sagen",
        "no_line": "(intet spil: bedste spil fra start, som nævnt)",
        "to_play": "i hånden",
        "hand_count": "kort",
        "error": "Fejl",
        "north": "Nord",
        "east": "Øst",
        "south": "Syd",
        "west": "Vest",
        "incomplete": "UFULDSTÆNDIG: søgningen stoppede ved tidsgrænsen; den viste linje "
        "beviser, at han højst får så mange stik, og det laveste tal er bevist for hver "
        "normal linje; en længere tidsgrænse kan afgøre den (hver forespørgsel søger forfra)",
    },
}
