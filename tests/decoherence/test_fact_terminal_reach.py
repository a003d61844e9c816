"""What a terminal command reaches: a file listed on its own by `ls -l`, a file another is moved onto, a download
that goes on in the background by itself, a capture only read, and a program no table knows, which may change files
anywhere but brings back a removed one only under the working directory."""

from __future__ import annotations

from tests.decoherence.test_rules import run_case, terminal_case

P = "root@edge:~#"
PCAP = "-rw-r--r-- 1 tcpdump tcpdump {size} Jun 14 09:12 /tmp/dns.pcap"


def _rules(case: dict) -> set[str]:  # type: ignore[type-arg]
    return {r for _, r in run_case(case)}


def test_a_file_listed_on_its_own_is_read_and_reading_a_capture_changes_nothing() -> None:
    case = terminal_case(P, ("ls -l /tmp/dns.pcap", PCAP.format(size=23184)),
                         ("tcpdump -nn -r /tmp/dns.pcap -c 2", "reading from file /tmp/dns.pcap, link-type EN10MB"),
                         ("ls -l /tmp/dns.pcap", PCAP.format(size=23814)))
    assert (3, "state-changed-without-write") in run_case(case)
    same = terminal_case(P, ("ls -l /tmp/dns.pcap", PCAP.format(size=23184)),
                         ("ls -l /tmp/dns.pcap", PCAP.format(size=23184)))
    assert run_case(same) == []


def test_a_capture_written_again_may_change_its_file() -> None:
    case = terminal_case(P, ("ls -l /tmp/dns.pcap", PCAP.format(size=23184)),
                         ("tcpdump -r /tmp/dns.pcap -w /tmp/dns.pcap 'port 53'", ""),
                         ("ls -l /tmp/dns.pcap", PCAP.format(size=23814)))
    assert run_case(case) == []


def test_a_file_moved_onto_another_replaces_it() -> None:
    listing = "-rw-r--r-- 1 amir amir {size} Mar  3 10:00 hosts.json"
    case = terminal_case("amir@ws:~/inv$", ("ls -l", "total 4\n" + listing.format(size=2021)),
                         ("jq '.hosts |= map(select(.old != true))' hosts.json > hosts.tmp && mv hosts.tmp hosts.json",
                          ""), ("ls -l hosts.json", listing.format(size=1696)))
    assert "state-changed-without-write" not in _rules(case)


def test_a_download_in_the_background_by_its_own_flag_goes_on_growing_its_file() -> None:
    iso = "-rw-r--r-- 1 pat pat {size} May  2 11:0{m} ubuntu.iso"
    case = terminal_case("pat@ws:~/isos$",
                         ("wget -b https://releases.example.com/ubuntu.iso",
                          "Continuing in background, pid 4121.\nOutput will be written to 'wget-log'."),
                         ("ls -lh", "total 212M\n" + iso.format(size="212M", m=1) + "\n"
                          "-rw-r--r-- 1 pat pat 1.2K May  2 11:01 wget-log"),
                         ("sleep 30; ls -lh ubuntu.iso", iso.format(size="1.7G", m=2)))
    assert "state-changed-without-write" not in _rules(case)


NETWORK = ("total 12\n-rw-r--r-- 1 root root 214 Jun  1 08:00 {name}\n"
           "-rw-r--r-- 1 root root 96 Jun  1 08:00 99-default.link")


def test_a_program_no_table_knows_does_not_bring_back_a_file_renamed_away_elsewhere() -> None:
    case = terminal_case(P, ("ls -l /etc/systemd/network/", NETWORK.format(name="20-wired.network")),
                         ("mv /etc/systemd/network/20-wired.network /etc/systemd/network/10-uplink.network "
                          "&& networkctl reload", ""),
                         ("ls -l /etc/systemd/network/", NETWORK.format(name="20-wired.network")))
    assert (3, "deleted-present") in run_case(case)


def test_a_program_no_table_knows_may_make_again_a_file_removed_under_the_working_directory() -> None:
    case = terminal_case("dev@box:~/site$", ("ls", "build.sh  index.html  out.css"), ("rm out.css", ""),
                         ("./build.sh", "built out.css"), ("ls", "build.sh  index.html  out.css"))
    assert "deleted-present" not in _rules(case)
