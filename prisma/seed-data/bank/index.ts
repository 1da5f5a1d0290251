import { accounting } from "./accounting";
import { agriculturalScience } from "./agricultural-science";
import { biology } from "./biology";
import { biologyNeco } from "./biology-neco";
import { chemistry } from "./chemistry";
import { chemistryNeco } from "./chemistry-neco";
import { christianReligiousStudies } from "./christian-religious-studies";
import { commerce } from "./commerce";
import { computerScience } from "./computer-science";
import { economics } from "./economics";
import { economicsNeco } from "./economics-neco";
import { englishNeco } from "./english-neco";
import { englishUtme } from "./english-utme";
import { geography } from "./geography";
import { government } from "./government";
import { history } from "./history";
import { islamicReligiousStudies } from "./islamic-religious-studies";
import { literature } from "./literature";
import { mathematics } from "./mathematics";
import { mathematicsNeco } from "./mathematics-neco";
import { physics } from "./physics";
import type { SeedBankSubject } from "./types";

// Every seeded subject file of the platform's bank, in the landing page's subject order.
export const bankSubjects: SeedBankSubject[] = [
  mathematics,
  mathematicsNeco,
  englishUtme,
  englishNeco,
  physics,
  chemistry,
  chemistryNeco,
  biology,
  biologyNeco,
  government,
  economics,
  economicsNeco,
  literature,
  geography,
  computerScience,
  accounting,
  commerce,
  christianReligiousStudies,
  islamicReligiousStudies,
  agriculturalScience,
  history,
];
