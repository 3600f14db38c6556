#!/usr/bin/env python3
"""Writes the hand-made GAEB 90 corpus of this folder (see README.md).

The records below are written by hand; this script only puts each field into its columns (1-based, inclusive,
as in packages/gaeb/src/gaeb90/layout.ts), adds the Satznummer (columns 75-80) and encodes the file. Run it from
this folder after editing: python3 make-corpus.py
"""


def rec(kind, *fields):
    """A record: Satzart, then (first column, text) pairs; columns 3-74 are data, 75-80 the running number."""
    chars = list(kind.ljust(74))
    for column, text in fields:
        for i, char in enumerate(text):
            if column - 1 + i >= 74:
                raise ValueError(f"{kind}: {text!r} runs past column 74")
            chars[column - 1 + i] = char
    return "".join(chars)


def write(name, encoding, records, line_end="\r\n"):
    lines = [f"{r}{i + 1:06d}" for i, r in enumerate(records)]
    with open(name, "wb") as out:
        out.write((line_end.join(lines) + line_end).encode(encoding))


# A tender in CP437 (DOS): two title levels, every kind of position, texts with umlauts and ß.
write("tender-cp437.d83", "cp437", [
    rec("00", (11, "83"), (13, "L"), (63, "1122PPPPI"), (72, "90")),
    rec("01", (3, "Rohbau Grundschule Süd"), (43, "14.01.24")),
    rec("02", (3, "Neubau Grundschule Südstadt, Bauabschnitt 1")),
    rec("03", (3, "Stadt Großheim")),
    rec("03", (3, "Hochbauamt, Schloßstraße 4")),
    rec("08", (3, "EUR"), (9, "Euro")),
    rec("11", (3, "01"), (12, "N")),
    rec("12", (3, "Erdarbeiten und Gründung")),
    rec("20"),
    rec("26", (6, "Vorbemerkung: Bodenklasse gemäß Gutachten vom 03.05.2023.")),
    rec("26", (6, "Aushub ist seitlich zu lagern.")),
    rec("11", (3, "0101"), (12, "N")),
    rec("12", (3, "Baugrube")),
    # Normal item with long text, an owner and a bidder complement.
    rec("21", (3, "01010010"), (12, "NNN"), (24, "00000125500"), (35, "m2")),
    rec("25", (3, "Oberboden abtragen, Stärke bis 30 cm")),
    rec("26", (6, "Oberboden abtragen und auf der Baustelle in Mieten lagern.")),
    rec("26", (6, "Größte Höhe der Mieten 2 m.")),
    rec("26"),
    rec("26", (6, "Abrechnung nach Fläche.")),
    rec("27", (3, "A"), (4, "1"), (8, "Stärke 30 cm")),
    rec("27", (3, "B"), (4, "2")),
    # Provisional item without total (Eventualposition), quantity with all three decimals.
    rec("21", (3, "01010020"), (12, "NEN"), (24, "00000012345"), (35, "m3")),
    rec("25", (3, "Boden der Klasse 6 lösen (Bedarfsposition)")),
    rec("26", (6, "Nur auf Anordnung der Bauleitung.")),
    # Base item and alternative of group 1.
    rec("21", (3, "01010030"), (12, "GNN"), (15, "01"), (24, "00000040000"), (35, "m")),
    rec("25", (3, "Drainrohr DN 100 verlegen")),
    rec("21", (3, "01010040"), (12, "ANN"), (15, "0101"), (24, "00000040000"), (35, "m")),
    rec("25", (3, "Drainrohr DN 150 verlegen (Wahlposition)")),
    rec("31", (3, "0101")),
    rec("11", (3, "0102"), (12, "N")),
    rec("12", (3, "Gründung")),
    # Lump sum, hourly work, provisional with total, a leading description with two sub-descriptions.
    rec("21", (3, "01020010"), (12, "NNN"), (20, "P"), (24, "00000001000"), (35, "psch")),
    rec("25", (3, "Baustelleneinrichtung")),
    rec("21", (3, "01020020"), (12, "NNN"), (19, "X"), (24, "00000020000"), (35, "h")),
    rec("25", (3, "Facharbeiter (Stundenlohn)")),
    rec("21", (3, "01020030"), (12, "NBN"), (24, "00000005000"), (35, "t")),
    rec("25", (3, "Betonstahl zulegen")),
    rec("21", (3, "01020040"), (12, "NNL"), (24, "00000003000"), (35, "St")),
    rec("25", (3, "Einzelfundamente herstellen")),
    rec("26", (6, "Beton C25/30, Abmessungen nach Plan.")),
    rec("24", (3, "01"), (6, "00000002000"), (17, "St")),
    rec("25", (3, "Fundament 1,00 x 1,00 m")),
    rec("24", (3, "02"), (6, "00000001000"), (17, "St")),
    rec("25", (3, "Fundament 1,50 x 1,50 m")),
    rec("26", (6, "Mit Köcher für Stütze.")),
    # A record type this reader does not read (STLB-Bau reference), and a markup item.
    rec("79", (3, "VJ 2023 VM 10 LB 013")),
    rec("21", (3, "01020050"), (12, "ZNN")),
    rec("25", (3, "Zuschlag für Winterbau")),
    rec("31", (3, "0102")),
    rec("31", (3, "01")),
    rec("99", (70, "00009")),
])

# A tender in CP850 with preliminary T records, one title level and an index; § and ³ exist only in CP850.
write("tender-cp850.d83", "cp850", [
    rec("T0", (3, "Vorbemerkungen")),
    rec("T1", (6, "Es gelten die Bestimmungen der VOB/B, insbesondere § 4.")),
    rec("T9"),
    rec("00", (11, "83"), (63, "11PPPPI"), (72, "90")),
    rec("01", (3, "Außenanlagen Spielplatz"), (43, "02.02.2024")),
    rec("08", (3, "EURO"), (9, "Euro")),
    rec("11", (3, "01"), (12, "N")),
    rec("12", (3, "Erdbau und Entwässerung, Flächen für die")),
    rec("12", (3, "Spielgeräte")),
    rec("21", (3, "010010"), (12, "NNN"), (24, "00000080000"), (35, "m³")),
    rec("25", (3, "Füllboden einbauen")),
    rec("26", (6, "Füllboden liefern, einbauen und verdichten (§ 4 ZTV E-StB).")),
    rec("21", (3, "010010a"), (12, "NNN"), (24, "00000010000"), (35, "m³")),
    rec("25", (3, "Füllboden einbauen, Zulage für Handarbeit")),
    rec("31", (3, "01")),
    rec("99", (70, "00002")),
])

# A tender in Windows-1252 with lots (10/33): € and typographic quotes exist only there.
write("tender-1252.d83", "cp1252", [
    rec("00", (11, "83"), (63, "1PPPP"), (72, "90"), (74, "X")),
    rec("01", (3, "Sanierung Rathaus – Lose 1 und 2"), (43, "30.06.23")),
    rec("02", (3, "Rathaus Müllheim")),
    rec("08", (3, "EUR"), (9, "Euro (€)")),
    rec("10", (3, "01"), (5, "Los 1: Dachdeckerarbeiten")),
    rec("11", (3, "1"), (12, "N")),
    rec("12", (3, "Dachfläche Süd")),
    rec("21", (3, "10010"), (12, "NNN"), (24, "00000250000"), (35, "m2")),
    rec("25", (3, "Ziegeldeckung „Biberschwanz“ erneuern")),
    rec("26", (6, "Altdeckung abnehmen und entsorgen, Kosten je t ca. 80 €.")),
    rec("31", (3, "1")),
    rec("33", (3, "01")),
    rec("10", (3, "02"), (5, "Los 2: Klempnerarbeiten")),
    rec("11", (3, "1"), (12, "N")),
    rec("12", (3, "Rinnen und Fallrohre")),
    rec("21", (3, "10010"), (12, "NNN"), (24, "00000042500"), (35, "m")),
    rec("25", (3, "Dachrinne aus Titanzink, halbrund")),
    rec("31", (3, "1")),
    rec("33", (3, "02")),
    rec("99", (70, "00002")),
])

# The bid for tender-cp437.d83 (D84, CP437): prices, price components, a bidder complement, totals.
write("bid.d84", "cp437", [
    rec("00", (11, "84"), (63, "1122PPPPI"), (72, "90")),
    rec("01", (3, "Rohbau Grundschule Süd"), (43, "14.01.24")),
    rec("08", (3, "EUR"), (9, "Euro")),
    rec("22", (3, "01010010"), (13, "00000002500"), (25, "00000001250")),
    rec("23", (3, "01010010"), (13, "00000003750"), (25, "000000047063")),
    rec("27", (3, "B"), (4, "2"), (8, "Fabrikat Müller, Typ Süd-2")),
    rec("23", (3, "01010020"), (13, "00000012000"), (25, "000000014814")),
    rec("23", (3, "01010030"), (13, "00000018500"), (25, "000000074000")),
    rec("23", (3, "01010040"), (13, "00000024750"), (25, "000000099000")),
    rec("31", (3, "0101"), (25, "000000121063")),
    rec("23", (3, "01020010"), (13, "00002500000"), (25, "000000250000")),
    rec("23", (3, "01020020"), (13, "00000004800"), (25, "000000096000")),
    rec("23", (3, "01020030"), (13, "00001450000"), (25, "000000725000")),
    rec("23", (3, "01020040"), (13, "00000380000"), (25, "000000114000")),
    rec("23", (3, "01020050"), (13, "00000002500"), (25, "000000029625")),
    rec("31", (3, "0102"), (25, "000001214625")),
    rec("31", (3, "01"), (25, "000001335688")),
    rec("99", (25, "000001335688"), (70, "00009")),
])

# A contract (D86, CP437): the whole BoQ with prices, as the client awards it.
write("contract.d86", "cp437", [
    rec("00", (11, "86"), (63, "11PPPP"), (72, "90")),
    rec("01", (3, "Malerarbeiten Kita Sonnenschein"), (43, "01.09.24")),
    rec("02", (3, "Kita Sonnenschein, Umbau")),
    rec("03", (3, "Gemeinde Weißenbach")),
    rec("08", (3, "EUR"), (9, "Euro")),
    rec("11", (3, "01"), (12, "N")),
    rec("12", (3, "Innenanstrich")),
    rec("21", (3, "010010"), (12, "NNN"), (24, "00000350000"), (35, "m2")),
    rec("22", (3, "010010"), (13, "00000004200"), (25, "00000002100")),
    rec("23", (3, "010010"), (13, "00000006300"), (25, "000000220500")),
    rec("25", (3, "Wandflächen streichen, weiß")),
    rec("26", (6, "Dispersionsfarbe, zweimaliger Anstrich, Flächen über 5 m².")),
    rec("21", (3, "010020"), (12, "NNN"), (24, "00000012000"), (35, "m")),
    rec("23", (3, "010020"), (13, "00000012345"), (25, "000000014814")),
    rec("25", (3, "Sockelleisten lackieren")),
    rec("31", (3, "01"), (25, "000000235314")),
    rec("99", (25, "000000235314"), (70, "00002")),
])
